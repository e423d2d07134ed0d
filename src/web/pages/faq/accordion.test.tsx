import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAQ } from '../../../shared/faq';
import { Accordion } from './accordion';

afterEach(cleanup);

const headers = () => screen.getAllByRole('button');
const expanded = () => headers().map((b) => b.getAttribute('aria-expanded') === 'true');

describe('FAQ accordion', () => {
  it('shows the six questions as headings with buttons, all closed', () => {
    render(<Accordion items={FAQ} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(headers().map((b) => b.textContent)).toEqual(FAQ.map((f) => f.question));
    expect(expanded()).toEqual([false, false, false, false, false, false]);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens one item at a time and closes the open one on a second click', () => {
    render(<Accordion items={FAQ} />);
    fireEvent.click(headers()[1]!);
    expect(expanded()).toEqual([false, true, false, false, false, false]);
    const region = screen.getByRole('region');
    expect(region.textContent).toBe(FAQ[1]!.answer);
    expect(region.getAttribute('aria-labelledby')).toBe(headers()[1]!.id);
    expect(headers()[1]!.getAttribute('aria-controls')).toBe(region.id);

    fireEvent.click(headers()[4]!);
    expect(expanded()).toEqual([false, false, false, false, true, false]);
    expect(screen.getAllByRole('region')).toHaveLength(1);

    fireEvent.click(headers()[4]!);
    expect(expanded()).toEqual([false, false, false, false, false, false]);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
