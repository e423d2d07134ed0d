// The fields the volunteer's matching preferences and the NGO's matching profile ask alike, so
// both forms label, check and show them the same way.
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactElement } from 'react';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type RefCallBack,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { AGE_GROUPS } from '../../../shared/options';
import { CityInput } from '../../components/city-input';
import { SelectField } from '../../components/field';
import { MultiSelect } from '../../components/multi-select';
import { sharedError } from '../../i18n/shared-text';

/** What a bound control gets from the form: its value, its handlers and its error. */
interface BoundProps<Value> {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur: () => void;
  error: string | undefined;
}
type Bound = keyof BoundProps<unknown>;

/** A control the form holds through Controller, with its inline error in the shown language. */
function BoundField<Values extends FieldValues, Saved extends FieldValues, Value>({
  control,
  name,
  render,
}: {
  control: Control<Values, unknown, Saved>;
  name: FieldPathByValue<Values, Value>;
  render: (props: BoundProps<Value>, ref: RefCallBack) => ReactElement;
}) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { name, onChange, onBlur } = field;
        const error = sharedError(i18n, fieldState.error?.message);
        return render({ name, value: field.value as Value, onChange, onBlur, error }, field.ref);
      }}
    />
  );
}

/** A MultiSelect bound to a list field of the form. */
export function MultiSelectField<Values extends FieldValues, Saved extends FieldValues>({
  control,
  name,
  ...select
}: {
  control: Control<Values, unknown, Saved>;
  name: FieldPathByValue<Values, string[]>;
} & Omit<ComponentProps<typeof MultiSelect>, Bound | 'buttonRef'>) {
  return (
    <BoundField
      control={control}
      name={name}
      render={(bound, ref) => <MultiSelect {...select} {...bound} buttonRef={ref} />}
    />
  );
}

/** The city select and location text (CityInput) bound to the form's location. */
export function CityField<Values extends FieldValues, Saved extends FieldValues>({
  control,
  name,
  ...city
}: {
  control: Control<Values, unknown, Saved>;
  name: FieldPathByValue<Values, string>;
} & Omit<ComponentProps<typeof CityInput>, Bound | 'inputRef'>) {
  return (
    <BoundField
      control={control}
      name={name}
      render={(bound, ref) => <CityInput {...city} {...bound} inputRef={ref} />}
    />
  );
}

/** "Age group": Children or Teens. */
export function AgeGroupField({
  registered,
  error,
}: {
  registered: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { i18n, t } = useLingui();
  return (
    <SelectField
      label={t`Age group`}
      prompt={t`Choose an age group`}
      options={AGE_GROUPS}
      error={sharedError(i18n, error)}
      {...registered}
    />
  );
}
