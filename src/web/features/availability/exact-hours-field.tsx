// "Exact hours" on the volunteer's preferences (docs/decisions/0043-exact-availability.md): rows
// of a day, a start and an end, several a day, in 15-minute steps. A day with rows is matched by
// them; the others by the Morning/Evening slots above. The teaching-times field of the NGO's
// profile is the same editor (matching-loop/day-time-rows-field.tsx) with its own rules (30-minute
// steps, the slots each time needs).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { EXACT_CLOCK_TIMES, MAX_EXACT_HOURS } from '../../../shared/availability';
import { sharedText } from '../../i18n/shared-text';
import {
  DayTimeRowsField,
  type DayTimeRow,
  type DayTimeRows,
} from '../matching-loop/day-time-rows-field';

export type ExactHoursValue = DayTimeRow;

/** The part of the preferences form this field fills. */
export interface ExactHoursValues {
  exactHours: ExactHoursValue[];
}

export function ExactHoursField<Values extends ExactHoursValues>(props: {
  control: Control<Values, unknown, unknown>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const { t, i18n } = useLingui();
  return (
    <DayTimeRowsField
      name="exactHours"
      control={props.control as unknown as Control<DayTimeRows, unknown, unknown>}
      register={props.register as unknown as UseFormRegister<DayTimeRows>}
      errors={props.errors as FieldErrors<DayTimeRows>}
      id="preferences-exact-hours"
      rowTestId="exact-hours-row"
      max={MAX_EXACT_HOURS}
      clockTimes={EXACT_CLOCK_TIMES}
      legend={
        <>
          <Trans>Exact hours</Trans>{' '}
          <span className="font-normal text-gray-700">
            <Trans>(optional)</Trans>
          </span>
        </>
      }
      intro={
        <Trans>
          If Morning and Evening are too rough, add the hours you are free, in India’s time, in
          15-minute steps. A day with hours here is matched by them; other days by Morning and
          Evening.
        </Trans>
      }
      startLabel={t`From`}
      endLabel={t`Until`}
      numberedName={(number) => t`hours ${number}`}
      addText={<Trans>Add hours</Trans>}
      fullText={sharedText(i18n, `You can add at most ${MAX_EXACT_HOURS} ranges of hours.`)}
    />
  );
}
