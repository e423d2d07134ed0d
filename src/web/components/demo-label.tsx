import { useLingui } from '@lingui/react/macro';
import { DEMO_DESCRIPTION, DEMO_LABEL } from '../../shared/messages';
import { sharedText } from '../i18n/shared-text';

/** Marks a demo account's listing wherever listings show, so nobody mistakes it for a real NGO. */
export function DemoLabel() {
  const { i18n } = useLingui();
  return (
    <span
      data-testid="demo-label"
      className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      <span>{sharedText(i18n, DEMO_LABEL)}</span>
      <span className="sr-only">: {sharedText(i18n, DEMO_DESCRIPTION)}</span>
    </span>
  );
}
