import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  CLOCK_TIMES,
  MAX_TEACHING_TIMES,
  teachingTimesSchema,
} from '../../../shared/teaching-times';
import { schemaResolver } from '../../components/schema-resolver';
import { I18nTestProvider, showAllCatalogs } from '../../i18n/test-i18n';
import type { ProfileValues } from './ngo-matching-profile-form';
import { TeachingTimesField, type TeachingTimeValue } from './teaching-times-field';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

const schema = z.object({ teachingTimes: teachingTimesSchema });

function Harness({
  times,
  onValid,
}: {
  times: TeachingTimeValue[];
  onValid: (data: z.output<typeof schema>) => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileValues, unknown, z.output<typeof schema>>({
    resolver: schemaResolver(schema),
    defaultValues: { teachingTimes: times },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TeachingTimesField control={control} register={register} errors={errors} />
      <button type="submit">Save</button>
    </form>
  );
}

const wednesday = { day: 'Wednesday', start: '12:00 PM', end: '3:00 PM' };

function renderEditor(times: TeachingTimeValue[]) {
  const onValid = vi.fn();
  render(<Harness times={times} onValid={onValid} />, { wrapper: I18nTestProvider });
  return onValid;
}

const rows = () => screen.getAllByRole('listitem');
const editor = () => screen.getByRole('group', { name: 'Teaching times' });

describe('the teaching-times editor', () => {
  it('names each row by its time, with a labelled day, start and end', () => {
    renderEditor([wednesday]);
    const row = within(rows()[0]!);
    expect((row.getByLabelText('Day') as HTMLSelectElement).value).toBe('Wednesday');
    expect((row.getByLabelText('Starts') as HTMLSelectElement).value).toBe('12:00 PM');
    expect((row.getByLabelText('Ends') as HTMLSelectElement).value).toBe('3:00 PM');
    row.getByRole('group', { name: 'Wednesday 12:00 PM – 3:00 PM' });
    row.getByRole('button', { name: 'Remove Wednesday 12:00 PM – 3:00 PM' });
    // The rule of decision 0024, shown: 12–3 PM needs the morning and the evening.
    row.getByText('Suits volunteers free on Wednesday Morning and Wednesday Evening.');
    // Every half hour from 6 AM to 9 PM, after the prompt.
    expect(row.getByLabelText('Starts').querySelectorAll('option')).toHaveLength(32);
  });

  it('adds a row with focus on its day, and removes one with focus on Add', async () => {
    const onValid = renderEditor([wednesday]);
    await userEvent.click(screen.getByRole('button', { name: 'Add a teaching time' }));
    expect(rows()).toHaveLength(2);
    const added = within(rows()[1]!);
    expect(document.activeElement).toBe(added.getByLabelText('Day'));
    await userEvent.selectOptions(added.getByLabelText('Day'), 'Friday');
    await userEvent.selectOptions(added.getByLabelText('Starts'), '6:30 PM');
    await userEvent.selectOptions(added.getByLabelText('Ends'), '8:00 PM');
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Wednesday 12:00 PM – 3:00 PM' }),
    );
    expect(rows()).toHaveLength(1);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add a teaching time' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      { teachingTimes: [{ day: 'Friday', start: '6:30 PM', end: '8:00 PM' }] },
      expect.anything(),
    );
  });

  it('shows each problem by its row, and for the list', async () => {
    const onValid = renderEditor([
      wednesday,
      { day: 'Wednesday', start: '2:00 PM', end: '4:00 PM' },
      { day: 'Friday', start: '5:00 PM', end: '4:00 PM' },
      { day: '', start: '', end: '' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const [, , third, fourth] = rows().map((row) => within(row));
    await third!.findByText('The end must be after the start.');
    expect(third!.getByLabelText('Ends').getAttribute('aria-invalid')).toBe('true');
    fourth!.getByText('Choose a day from the list.');
    fourth!.getByText('Choose a start time from the list.');
    expect(onValid).not.toHaveBeenCalled();

    // Once each time reads well, a clash between two is said on the later one.
    await userEvent.click(screen.getByRole('button', { name: 'Remove teaching time 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Friday 5:00 PM – 4:00 PM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = within(rows()[1]!);
    await second.findByText('This overlaps another teaching time on Wednesday.');
    expect(second.getByLabelText('Starts').getAttribute('aria-invalid')).toBe('true');

    for (const name of [
      'Remove Wednesday 2:00 PM – 4:00 PM',
      'Remove Wednesday 12:00 PM – 3:00 PM',
    ]) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await within(editor()).findByText('Add at least one teaching time.');
  });

  it(`stops adding at ${MAX_TEACHING_TIMES}`, () => {
    renderEditor(
      Array.from({ length: MAX_TEACHING_TIMES }, (_, i) => ({
        day: 'Monday',
        start: CLOCK_TIMES[2 * i]!,
        end: CLOCK_TIMES[2 * i + 1]!,
      })),
    );
    const add = screen.getByRole('button', { name: 'Add a teaching time' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    screen.getByText(`You can add at most ${MAX_TEACHING_TIMES} teaching times.`);
  });
});

describe('in Hindi', () => {
  afterEach(() => showAllCatalogs('en'));

  it('shows the days and times as Hindi writes them', () => {
    showAllCatalogs('hi');
    renderEditor([{ day: 'Wednesday', start: '6:30 PM', end: '8:00 PM' }]);
    const start = rows()[0]!.querySelector<HTMLSelectElement>(
      'select[name="teachingTimes.0.start"]',
    )!;
    expect(start.selectedOptions[0]!.textContent).toBe('शाम 6:30');
    screen.getByRole('button', { name: 'बुधवार शाम 6:30 – रात 8:00 हटाएँ' });
    expect(screen.getByTestId('needed-slots').textContent).not.toMatch(/[A-Za-z]/);
  });

  it('says what is wrong in Hindi', async () => {
    showAllCatalogs('hi');
    renderEditor([{ day: 'Friday', start: '5:00 PM', end: '4:00 PM' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const row = within(rows()[0]!);
    await row.findByText((text) => text !== '' && !/[A-Za-z]/.test(text), {
      selector: '[id$="-error"]',
    });
  });
});
