import type { Connectable } from './use-connect';

export const connectButtonClass =
  'rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';

/** Connect on one listing; the logic lives in useConnect so every list behaves the same. */
export function ConnectButton({
  listing,
  busy,
  requestStatus,
  onConnect,
}: {
  listing: Connectable;
  busy: boolean;
  requestStatus?: string | null;
  onConnect: (listing: Connectable) => void;
}) {
  if (requestStatus === 'accepted') {
    return <p className="font-semibold text-green-800">You volunteer here</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={busy}
        onClick={() => onConnect(listing)}
        className={connectButtonClass}
      >
        {busy ? 'Connecting…' : 'Connect'}
        <span className="sr-only"> with {listing.name}</span>
      </button>
      {requestStatus === 'pending' && (
        <span className="text-sm font-medium text-brand-800">Request pending</span>
      )}
    </div>
  );
}

/** The label sample listings carry, so nobody waits for an answer from them. */
export function SampleLabel() {
  return (
    <span className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
      Sample listing
    </span>
  );
}
