import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useOpenInPlace } from '../../components/use-open-in-place';
import { smallButtonClass } from '../../components/submit-button';

/**
 * Withdraw on a pending request, asking first: a withdrawn request cannot be taken back, and
 * withdrawing twice in a day makes the volunteer wait before asking that NGO again. The question
 * shows in place; focus moves to Confirm, and back to Withdraw on Cancel or Escape.
 */
export function WithdrawButton({
  name,
  onWithdraw,
}: {
  name: string;
  onWithdraw: () => Promise<void>;
}) {
  const questionId = useId();
  const [busy, setBusy] = useState(false);
  const { open, openerProps, inside, cancel, escapeCancels } = useOpenInPlace<HTMLDivElement>();

  if (!open) {
    return (
      <button {...openerProps} className={`${smallButtonClass} mt-2`}>
        <Trans>
          Withdraw<span className="sr-only"> your request to {name}</span>
        </Trans>
      </button>
    );
  }
  return (
    <div
      ref={inside}
      role="group"
      aria-labelledby={questionId}
      onKeyDown={escapeCancels(busy)}
      className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-2"
    >
      <p id={questionId} className="font-semibold text-brand-800">
        <Trans>
          Withdraw request?<span className="sr-only"> {name} will no longer see it.</span>
        </Trans>
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onWithdraw();
          } finally {
            setBusy(false);
          }
        }}
        className={smallButtonClass}
      >
        {busy ? <Trans>Withdrawing…</Trans> : <Trans context="withdraw a request">Confirm</Trans>}
      </button>
      <button type="button" disabled={busy} onClick={cancel} className={smallButtonClass}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
