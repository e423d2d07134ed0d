import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { ProfileFieldsProps, ProfileValues } from './ngo-matching-profile-form';
import { PLACE_LIMITS } from '../../../shared/listing-place';
import { sharedError } from '../../i18n/shared-text';
import { describedBy, FieldError, TextAreaField, TextField } from '../../components/field';
import { RadioOption } from '../../components/radio-group';

/**
 * "Where you teach": in person at the NGO's centre (address, landmark, map link) or online (a
 * meeting link). A volunteer sees these only once the NGO has accepted them.
 */
export function ListingPlaceFields<Saved extends FieldValues>({
  control,
  register,
  errors,
}: ProfileFieldsProps<Saved>) {
  const { t, i18n } = useLingui();
  const shared = (message: string | undefined) => sharedError(i18n, message);
  const id = useId();
  const mode = useWatch({ control, name: 'mode' });
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const radio = (value: ProfileValues['mode'], label: string) => (
    <RadioOption label={label} value={value} {...register('mode')} invalid={!!errors.mode} />
  );
  return (
    <fieldset
      className="space-y-3 sm:col-span-2"
      aria-describedby={describedBy(hintId, errors.mode && errorId)}
    >
      <legend className="mb-1 font-semibold">
        <Trans>Where you teach</Trans>
      </legend>
      <p id={hintId} className="text-sm text-gray-700">
        <Trans>Volunteers see this only after you accept them.</Trans>
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {radio('in-person', t`In person at our centre`)}
        {radio('online', t`Online`)}
      </div>
      <FieldError id={errorId} message={shared(errors.mode?.message)} />
      {mode === 'online' ? (
        <TextField
          label={t`Meeting link`}
          hint={t`For example a Google Meet or Zoom link, starting with https://.`}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={PLACE_LIMITS.link}
          error={shared(errors.meetingLink?.message)}
          {...register('meetingLink')}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextAreaField
            label={t`Address`}
            rows={2}
            maxLength={PLACE_LIMITS.address}
            autoComplete="street-address"
            error={shared(errors.venueAddress?.message)}
            className="sm:col-span-2"
            {...register('venueAddress')}
          />
          <TextField
            label={t`Landmark`}
            hint={t`Something near you that is easy to find.`}
            optional
            maxLength={PLACE_LIMITS.landmark}
            error={shared(errors.venueLandmark?.message)}
            {...register('venueLandmark')}
          />
          <TextField
            label={t`Map link`}
            hint={t`A Google Maps link to your centre.`}
            optional
            type="url"
            inputMode="url"
            maxLength={PLACE_LIMITS.link}
            error={shared(errors.mapLink?.message)}
            {...register('mapLink')}
          />
        </div>
      )}
    </fieldset>
  );
}
