import { Trans, useLingui } from '@lingui/react/macro';
import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import type { ProfileFieldsProps } from './ngo-matching-profile-form';
import { parseTimeRange } from '../../../shared/time';
import { listFormat } from '../../../shared/intl-format';
import {
  CLOCK_TIMES,
  dayPartsOf,
  MAX_TEACHING_TIMES,
  rangeOf,
} from '../../../shared/teaching-times';
import { sharedText } from '../../i18n/shared-text';
import {
  DayTimeRowsField,
  EMPTY_DAY_TIME,
  type DayTimeRow,
  type DayTimeRows,
} from './day-time-rows-field';

export type TeachingTimeValue = DayTimeRow;

export const EMPTY_TIME: TeachingTimeValue = EMPTY_DAY_TIME;

/**
 * "Teaching times": one row per class (a day, when it starts, when it ends), up to
 * MAX_TEACHING_TIMES, each saying which volunteers' slots it suits.
 */
export function TeachingTimesField<Saved extends FieldValues>({
  control,
  register,
  errors,
}: ProfileFieldsProps<Saved>) {
  const { t, i18n } = useLingui();
  return (
    <DayTimeRowsField
      name="teachingTimes"
      control={control as unknown as Control<DayTimeRows, unknown, unknown>}
      register={register as unknown as UseFormRegister<DayTimeRows>}
      errors={errors as FieldErrors<DayTimeRows>}
      max={MAX_TEACHING_TIMES}
      clockTimes={CLOCK_TIMES}
      legend={<Trans>Teaching times</Trans>}
      intro={
        <Trans>Add each class you hold in a week: its day, when it starts and when it ends.</Trans>
      }
      startLabel={t`Starts`}
      endLabel={t`Ends`}
      numberedName={(number) => t`teaching time ${number}`}
      addText={<Trans>Add a teaching time</Trans>}
      fullText={sharedText(i18n, `You can add at most ${MAX_TEACHING_TIMES} teaching times.`)}
      rowNote={(time) => <NeededSlots time={time} />}
    />
  );
}

/**
 * Which volunteers a time suits, by the rule of decision 0024 (Morning until 2 PM, Evening after):
 * the NGO sees how its real time meets the volunteers' Morning and Evening.
 */
function NeededSlots({ time }: { time: TeachingTimeValue | undefined }) {
  const { i18n } = useLingui();
  const range = time?.day && time.start && time.end ? parseTimeRange(rangeOf(time)) : null;
  if (!time || !range) return null;
  const slots = listFormat(i18n.locale, { type: 'conjunction' }).format(
    dayPartsOf(range).map((part) => sharedText(i18n, `${time.day} ${part}`)),
  );
  return (
    <p className="text-sm text-gray-700 sm:col-span-4" data-testid="needed-slots">
      <Trans>Suits volunteers free on {slots}.</Trans>
    </p>
  );
}
