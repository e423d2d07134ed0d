// The fields the volunteer's matching preferences and the NGO's matching profile ask alike, so
// both forms label, check and show them the same way.
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { AGE_GROUPS } from '../../../shared/options';
import { CityInput } from '../../components/city-input';
import { SelectField } from '../../components/field';
import { MultiSelect } from '../../components/multi-select';
import { sharedError } from '../../i18n/shared-text';

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'error';

/** A MultiSelect bound to a list field of the form, with its inline error in the shown language. */
export function MultiSelectField<Values extends FieldValues, Saved extends FieldValues>({
  control,
  name,
  ...select
}: {
  control: Control<Values, unknown, Saved>;
  name: FieldPathByValue<Values, string[]>;
} & Omit<ComponentProps<typeof MultiSelect>, Bound | 'buttonRef'>) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          {...select}
          name={field.name}
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          buttonRef={field.ref}
          error={sharedError(i18n, fieldState.error?.message)}
        />
      )}
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
  const { i18n } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CityInput
          {...city}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={sharedError(i18n, fieldState.error?.message)}
        />
      )}
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
