import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NGO_OPTIONAL_CHECKS } from '../../../shared/vetting';
import { OPTIONAL_CHECK_CHOICES } from './check-words';

/**
 * The listing's extra checks: a group of checkboxes (one value each, so the form holds the
 * chosen list), under a legend that says Setu's minimum always applies.
 */
export function RequiredChecksField({
  registered,
  className = '',
}: {
  registered: UseFormRegisterReturn;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={className}>
      <legend className="font-semibold">{t`Checks you ask volunteers for`}</legend>
      <p className="text-sm text-gray-700">
        {t`Setu always asks for its safeguarding course and an identity check. You may also ask for:`}
      </p>
      <div className="mt-2 space-y-2">
        {NGO_OPTIONAL_CHECKS.map((kind) => (
          <label key={kind} className="flex items-start gap-3">
            <input
              type="checkbox"
              value={kind}
              {...registered}
              className="mt-1 size-5 accent-brand-700"
            />
            <span>{i18n._(OPTIONAL_CHECK_CHOICES[kind])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
