import { useLingui } from '@lingui/react/macro';
import { FULL_DESCRIPTION, FULL_LABEL } from '../../shared/messages';
import { sharedText } from '../i18n/shared-text';

/** Marks a listing whose accepted partners reach its "volunteers needed", wherever it shows. */
export function FullLabel() {
  const { i18n } = useLingui();
  return (
    <span
      data-testid="full-label"
      className="inline-block rounded-full bg-gray-800 px-2.5 py-0.5 text-xs font-semibold text-white"
    >
      <span>{sharedText(i18n, FULL_LABEL)}</span>
      <span className="sr-only">: {sharedText(i18n, FULL_DESCRIPTION)}</span>
    </span>
  );
}
