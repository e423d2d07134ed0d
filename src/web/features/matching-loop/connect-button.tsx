import { Trans } from '@lingui/react/macro';
import { useRequestStatus } from './request-statuses';
import type { Connectable } from './use-connect';

export const connectButtonClass =
  'rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70';

const sentButtonClass =
  'rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 aria-disabled:cursor-default';

/**
 * Connect on one listing; the logic lives in useConnect so every list behaves the same. Once the
 * volunteer's request is open it says so, on every card of that NGO (request-statuses.ts).
 */
export function ConnectButton({
  listing,
  busy,
  requestStatus,
  onConnect,
}: {
  listing: Connectable;
  busy: boolean;
  /** The server's word, until the volunteer's own requests have loaded. */
  requestStatus?: string | null;
  onConnect: (listing: Connectable) => void;
}) {
  const status = useRequestStatus(listing.id) ?? requestStatus;
  if (status === 'accepted') {
    return (
      <p className="font-semibold text-green-800">
        <Trans>You volunteer here</Trans>
      </p>
    );
  }
  const sent = status === 'pending';
  const name = listing.name;
  // aria-disabled, not disabled: the button keeps focus (it had it when Connect was pressed) and
  // is still found when tabbing, saying why it does nothing.
  return (
    <button
      type="button"
      aria-disabled={busy || sent || undefined}
      // Where focus goes back when a Connect carried on after login closes its dialog.
      data-connect-id={listing.id}
      onClick={() => {
        if (!busy && !sent) onConnect(listing);
      }}
      className={sent ? sentButtonClass : connectButtonClass}
    >
      {/* One sentence with the NGO's name for screen readers, the visible word kept short; whole,
          so Hindi can put the name first ("… से जुड़ें"). */}
      {busy ? (
        <Trans>
          Connecting…<span className="sr-only"> with {name}</span>
        </Trans>
      ) : sent ? (
        <Trans>
          Request sent<span className="sr-only"> to {name}</span>
        </Trans>
      ) : (
        <Trans>
          Connect<span className="sr-only"> with {name}</span>
        </Trans>
      )}
    </button>
  );
}

/** The label sample listings carry, so nobody waits for an answer from them. */
export function SampleLabel() {
  return (
    <span className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
      <Trans>Sample listing</Trans>
    </span>
  );
}
