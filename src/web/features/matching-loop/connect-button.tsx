import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from '../../components/link';
import { MATCHING_LIMITS } from '../../../shared/form-rules';
import { formatNumber } from '../../../shared/intl-format';
import { describedBy, labelClass, controlClass } from '../../components/field';
import { PATHS } from '../../paths';
import { shownLocale } from './listing-words';
import { connectNoteProblem, setConnectNote, useConnectNote } from './connect-notes';
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
  const name = listing.name;
  if (status === 'accepted') {
    // Each teaching time is its own request: the others are asked for on the dashboard.
    return (
      <div>
        <p className="font-semibold text-green-800">
          <Trans>You volunteer here</Trans>
        </p>
        <Link
          to={PATHS.volunteerRequests}
          className="text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          <Trans>
            Teach another time<span className="sr-only"> with {name}</span>
          </Trans>
        </Link>
      </div>
    );
  }
  const sent = status === 'pending';
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

/**
 * The optional note a request carries to the NGO, folded away under its card until wanted: Connect
 * sends it (use-connect.tsx). Not on sample listings, which send nothing, nor once a request is
 * open. Its limits are the API's (connect-notes.ts); the error shows as the person types.
 */
export function ConnectNote({
  listing,
  requestStatus,
}: {
  listing: Connectable;
  requestStatus?: string | null;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const note = useConnectNote(listing.id);
  const status = useRequestStatus(listing.id) ?? requestStatus;
  if (listing.sample || status === 'pending' || status === 'accepted') return null;
  const locale = shownLocale(i18n);
  const max = formatNumber(MATCHING_LIMITS.requestMessage, locale);
  const count = formatNumber(note.trim().length, locale);
  const problem = connectNoteProblem(note);
  const error =
    problem === null
      ? undefined
      : problem === 'tooLong'
        ? t`Your note is too long: at most ${max} characters.`
        : t`Your note contains an invisible or broken character. Remove it and try again.`;
  const name = listing.name;
  return (
    <details className="text-sm" open={note !== '' || undefined}>
      <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-2">
        <Trans>
          Add a note<span className="sr-only"> to your request to {name}</span>
        </Trans>
      </summary>
      <div className="mt-2">
        <label htmlFor={`${id}-note`} className={labelClass}>
          <Trans>Note to {name} (optional)</Trans>
        </label>
        <textarea
          id={`${id}-note`}
          name="message"
          data-connect-note={listing.id}
          rows={3}
          value={note}
          onChange={(event) => setConnectNote(listing.id, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
          className={controlClass}
        />
        <p id={`${id}-hint`} className="mt-1 text-gray-700">
          <Trans>
            The NGO reads it with your request. {count} of {max} characters.
          </Trans>
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}
