import { useLingui } from '@lingui/react/macro';
import { sharedText } from '../i18n/shared-text';

/**
 * A mark on a listing wherever listings show (a demo account's, a full one's): a short label,
 * and for screen readers what it means.
 */
export function ListingLabel(props: {
  testId: string;
  label: string;
  description: string;
  colours: string;
}) {
  const { i18n } = useLingui();
  return (
    <span
      data-testid={props.testId}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${props.colours}`}
    >
      <span>{sharedText(i18n, props.label)}</span>
      <span className="sr-only">: {sharedText(i18n, props.description)}</span>
    </span>
  );
}
