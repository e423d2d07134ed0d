// The second yes before a change that cancels sessions: how many it cancels (and restores), said
// as an alert and focused, so a keyboard or screen-reader user meets it where they pressed Save.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import type { ChangeAnswer } from './api-calls';
import { confirmText } from './change-words';

export function ConfirmChange({
  answer,
  confirm,
  busy,
  onConfirm,
  onBack,
}: {
  answer: Pick<ChangeAnswer, 'cancelled' | 'restored'>;
  /** The confirming button's words, e.g. "Save the holiday and cancel them". */
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { i18n } = useLingui();
  const textId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={textId}
      className="space-y-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-3"
    >
      <p id={textId} className="font-semibold text-red-900">
        {confirmText(i18n, answer.cancelled, answer.restored)}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={button}
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={primaryButtonClass}
        >
          {confirm}
        </button>
        <button type="button" disabled={busy} onClick={onBack} className={secondaryButtonClass}>
          <Trans>Go back</Trans>
        </button>
      </div>
    </div>
  );
}
