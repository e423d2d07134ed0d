import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURSE_SCREENS } from '../../../shared/safeguarding-course-text';
import type { QuizAttempt, QuizResult } from '../../features/safeguarding-course/course-api';
import { I18nTestProvider, showAllCatalogs } from '../../i18n/test-i18n';
import { CourseScreens, type QuizStart } from './course-screens';
import { QuizForm } from './quiz-form';
import { QuizResultView } from './quiz-result';

beforeEach(() => showAllCatalogs('en'));
afterEach(cleanup);

const text = (en: string, hi: string) => ({ en, hi });
const attempt: QuizAttempt = {
  attemptId: 7,
  questions: [
    {
      id: 'q1',
      text: text('Who is a child?', 'बच्चा कौन है?'),
      options: [
        { id: 'a', text: text('Anyone under 18', '18 से कम') },
        { id: 'b', text: text('Anyone under 14', '14 से कम') },
      ],
    },
    {
      id: 'q2',
      text: text('Which number is Childline?', 'चाइल्डलाइन का नंबर?'),
      options: [
        { id: 'a', text: text('100', '100') },
        { id: 'b', text: text('1098', '1098') },
      ],
    },
  ],
};

const wrap = ({ children }: { children: React.ReactNode }) => (
  <MemoryRouter>
    <I18nTestProvider>{children}</I18nTestProvider>
  </MemoryRouter>
);

describe('the course screens', () => {
  const quiz: QuizStart = {
    questions: 10,
    toPass: 8,
    closedUntil: null,
    continuing: false,
    starting: false,
    error: '',
    onStart: vi.fn(),
  };

  it('move with Next and Back, and the last one starts the quiz unless it is closed', async () => {
    const onMove = vi.fn();
    const { rerender } = render(
      <CourseScreens headingRef={createRef()} index={0} onMove={onMove} quiz={quiz} />,
      { wrapper: wrap },
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onMove).toHaveBeenCalledWith(1);

    const last = COURSE_SCREENS.length - 1;
    rerender(<CourseScreens headingRef={createRef()} index={last} onMove={onMove} quiz={quiz} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Reporting a concern through Setu',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(quiz.onStart).toHaveBeenCalled();

    rerender(
      <CourseScreens
        headingRef={createRef()}
        index={last}
        onMove={onMove}
        quiz={{ ...quiz, closedUntil: '2026-11-28T08:35:00Z' }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Start the quiz' })).toBeNull();
    // India's time: 08:35 UTC is 2:05 PM in India.
    screen.getByText('You can take the quiz again after 28 November 2026, 2:05 PM (India time).');
  });
});

describe('the quiz form', () => {
  const renderQuiz = () =>
    render(
      <QuizForm
        headingRef={createRef()}
        attempt={attempt}
        toPass={8}
        onResult={vi.fn()}
        onAlreadySubmitted={vi.fn()}
      />,
      { wrapper: wrap },
    );

  it('is a fieldset per question with a legend and radio buttons, and says which have no answer', async () => {
    renderQuiz();
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(2);
    const first = screen.getByRole('group', { name: 'Question 1 of 2: Who is a child?' });
    expect(within(first).getAllByRole('radio')).toHaveLength(2);

    await userEvent.click(within(first).getByRole('radio', { name: 'Anyone under 18' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const second = screen.getByRole('group', { name: /^Question 2 of 2/ });
    expect(within(second).getByText('Choose an answer.')).toBeTruthy();
    expect(second.getAttribute('aria-describedby')).toBe('question-q2-error');
    expect(first.getAttribute('aria-describedby')).toBeNull();
    expect(document.activeElement).toBe(within(second).getAllByRole('radio')[0]);
    expect(screen.getByRole('alert').textContent).toContain('Some questions have no answer yet.');
  });

  it('shows the questions in Hindi when Hindi is chosen', () => {
    act(() => showAllCatalogs('hi'));
    renderQuiz();
    screen.getByRole('group', { name: 'सवाल 1 / 2: बच्चा कौन है?' });
    screen.getByRole('radio', { name: '18 से कम' });
  });
});

describe('the result', () => {
  const result: QuizResult = {
    score: 1,
    total: 2,
    passed: false,
    validUntil: null,
    retakeAfter: '2026-11-28T08:35:00Z',
    results: [
      {
        questionId: 'q1',
        chosenOptionId: 'a',
        correct: true,
        rightOptionId: 'a',
        explanation: text('Under 18.', '18 से कम।'),
      },
      {
        questionId: 'q2',
        chosenOptionId: 'a',
        correct: false,
        rightOptionId: 'b',
        explanation: text('Childline is 1098.', 'चाइल्डलाइन 1098 है।'),
      },
    ],
  };

  it('explains each wrong answer, with the right one, and says when the quiz opens again', () => {
    render(
      <QuizResultView
        headingRef={createRef()}
        attempt={attempt}
        result={result}
        toPass={8}
        onBackToCourse={vi.fn()}
      />,
      { wrapper: wrap },
    );
    screen.getByRole('heading', { name: 'Not passed this time' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Which number is Childline?');
    expect(items[0]!.textContent).toContain('Your answer: 100');
    expect(items[0]!.textContent).toContain('The right answer: 1098');
    expect(items[0]!.textContent).toContain('Childline is 1098.');
    expect(screen.queryByText('Under 18.')).toBeNull();
    screen.getByText('You can take the quiz again after 28 November 2026, 2:05 PM (India time).');
  });
});
