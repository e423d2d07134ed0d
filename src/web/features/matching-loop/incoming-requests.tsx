import { useEffect, useId, useRef, useState } from 'react';
import { listingFullMessage, REASON_LABEL } from '../../../shared/messages';
import { acceptRequestSchema, LISTING_FULL_CODE } from '../../../shared/schemas';
import { fitsAvailability, sharedSlots } from '../../../shared/slots';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { DashboardCard } from '../../components/dashboard-card';
import { FullLabel } from '../../components/full-label';
import { LoadState } from '../../components/load-state';
import { PhoneLink } from '../../components/phone-link';
import { StatusBadge } from '../../components/status-badge';
import { controlClass, labelClass } from '../../components/field';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import {
  acceptRequest,
  changeRequest,
  fetchRequests,
  type IncomingRequest,
  type NgoRequestsAnswer,
} from './api-calls';
import { codeOfConductStatus, formatDateTime } from './format';
import { useLoader } from '../../use-loader';

type Listing = NonNullable<NgoRequestsAnswer['listing']>;

async function fetchIncoming() {
  const answer = await fetchRequests();
  if (answer.role !== 'ngo') throw new Error('This page is for NGOs.');
  return answer;
}

/** A weekly session proposed from where the volunteer's availability meets the NGO's times. */
export function proposeSession(
  request: IncomingRequest,
  listing: Pick<Listing, 'days' | 'timeSlots' | 'topics'>,
) {
  const shared = sharedSlots(request.availability, listing.days, listing.timeSlots);
  return {
    day: shared[0]?.day ?? listing.days[0] ?? '',
    timeSlot: shared[0]?.timeSlots[0] ?? listing.timeSlots[0] ?? '',
    topic:
      listing.topics.find((t) => request.preferredTopics.includes(t)) ?? listing.topics[0] ?? '',
  };
}

/**
 * The NGO's incoming requests: who the volunteer is (no email or phone until accepted), their
 * code-of-conduct status, and Accept (with a proposed day, slot and topic) or Decline; then the
 * partnerships with contact details, which either side can end.
 */
export function IncomingRequests({
  onChange,
  refreshKey = 0,
}: {
  onChange?: () => void;
  refreshKey?: number;
}) {
  const { state, reload } = useLoader(fetchIncoming, refreshKey);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The answered request's card (and the button just pressed) goes away: focus goes to what
  // happened instead of falling back to the top of the page.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** Runs an answer; `handled` may take an error over (it then shows no notice). */
  const after = async (
    text: string,
    work: () => Promise<unknown>,
    handled: (error: unknown) => boolean = () => false,
  ) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text });
      onChange?.();
    } catch (error) {
      if (handled(error)) return;
      setNotice({ tone: 'error', text: (error as Error).message });
    }
    await reload();
  };

  /** Accepts; resolves to the server's message when the listing is full and needs a confirm. */
  const accept = async (
    r: IncomingRequest,
    session: Session,
    confirmFull: boolean,
  ): Promise<string | null> => {
    let full: string | null = null;
    await after(
      `You accepted ${r.fullName}. They now see your contact details.`,
      () => acceptRequest(r.id, acceptRequestSchema.parse({ ...session, confirmFull })),
      (error) => {
        if (!(error instanceof ApiError) || error.code !== LISTING_FULL_CODE) return false;
        full = error.message;
        return true;
      },
    );
    return full;
  };

  return (
    <DashboardCard title="Volunteer requests" className="md:col-span-3">
      <LoadState state={state} reload={reload} loading="Loading requests…" />
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="mb-4">
          <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        </div>
      )}
      {state.status === 'ready' && (
        <RequestLists
          answer={state.data}
          onAccept={accept}
          onDecline={(r) =>
            after(`You declined ${r.fullName}'s request.`, () => changeRequest(r.id, 'decline'))
          }
          onEnd={(r) =>
            after(`The partnership with ${r.fullName} has ended.`, () => changeRequest(r.id, 'end'))
          }
        />
      )}
    </DashboardCard>
  );
}

type Session = ReturnType<typeof proposeSession>;

function RequestLists({
  answer,
  onAccept,
  onDecline,
  onEnd,
}: {
  answer: NgoRequestsAnswer;
  onAccept: (r: IncomingRequest, session: Session, confirmFull: boolean) => Promise<string | null>;
  onDecline: (r: IncomingRequest) => Promise<void>;
  onEnd: (r: IncomingRequest) => Promise<void>;
}) {
  const { listing, requests } = answer;
  if (!listing) {
    return <p>Publish your matching profile above so volunteers can send you requests.</p>;
  }
  const pending = requests.filter((r) => r.status === 'pending');
  const accepted = requests.filter((r) => r.status === 'accepted');
  const earlier = requests.filter((r) => r.status !== 'pending' && r.status !== 'accepted');
  return (
    <div className="space-y-6">
      <p data-testid="listing-fill" className="flex flex-wrap items-center gap-2">
        {listing.full && <FullLabel />}
        <span>
          You work with {listing.partners} of the {listing.volunteersNeeded} volunteer
          {listing.volunteersNeeded === 1 ? '' : 's'} you asked for.
        </span>
      </p>
      <section aria-label="Pending requests">
        <h3 className="mb-2 font-bold">Waiting for your answer ({pending.length})</h3>
        {pending.length === 0 ? (
          <p className="text-gray-700">No requests are waiting.</p>
        ) : (
          <ul className="space-y-4">
            {pending.map((r) => (
              <li key={r.id}>
                <PendingRequest
                  request={r}
                  listing={listing}
                  onAccept={(s, confirmFull) => onAccept(r, s, confirmFull)}
                  onDecline={() => onDecline(r)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Partnerships">
        <h3 className="mb-2 font-bold">Volunteers you work with ({accepted.length})</h3>
        {accepted.length === 0 ? (
          <p className="text-gray-700">
            Accepted volunteers appear here with their contact details.
          </p>
        ) : (
          <ul className="space-y-3">
            {accepted.map((r) => (
              <li key={r.id} className="rounded-xl border border-green-200 bg-green-50/50 p-4">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{r.fullName}</span>
                  <StatusBadge status={r.status} />
                </p>
                <p>
                  {r.topic}, every {r.day}, {r.timeSlot}
                </p>
                {r.contact && (
                  <p className="break-words">
                    <a className="underline" href={`mailto:${r.contact.email}`}>
                      {r.contact.email}
                    </a>{' '}
                    · <PhoneLink phone={r.contact.phone} />
                  </p>
                )}
                <EndButton name={r.fullName} onEnd={() => onEnd(r)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {earlier.length > 0 && (
        <section aria-label="Earlier requests">
          <h3 className="mb-2 font-bold">Earlier requests ({earlier.length})</h3>
          <ul className="divide-y divide-brand-100">
            {earlier.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-semibold">{r.fullName}</span>
                <StatusBadge status={r.status} />
                <span className="text-sm text-gray-700">{formatDateTime(r.updatedAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function EndButton({ name, onEnd }: { name: string; onEnd: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await onEnd();
        setBusy(false);
      }}
      className={`${secondaryButtonClass} mt-2 px-3 py-1.5 text-sm`}
    >
      End partnership<span className="sr-only"> with {name}</span>
    </button>
  );
}

function PendingRequest({
  request: r,
  listing,
  onAccept,
  onDecline,
}: {
  request: IncomingRequest;
  listing: Listing;
  onAccept: (session: Session, confirmFull: boolean) => Promise<string | null>;
  onDecline: () => Promise<void>;
}) {
  const id = useId();
  const [session, setSession] = useState(() => proposeSession(r, listing));
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  // The confirm step of accepting on a full listing: its message, or null when not asked.
  const [confirmFull, setConfirmFull] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmFull) confirmButton.current?.focus();
  }, [confirmFull]);
  const accept = async (confirmed: boolean) => {
    setBusy('accept');
    const full = await onAccept(session, confirmed);
    setBusy(null);
    setConfirmFull(full);
  };
  const fits = fitsAvailability(r.availability, session.day, session.timeSlot);
  const select = (key: keyof Session, label: string, options: readonly string[]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        name={key}
        value={session[key]}
        onChange={(e) => setSession((s) => ({ ...s, [key]: e.target.value }))}
        className={controlClass}
      >
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </div>
  );
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="rounded-xl border border-brand-100 bg-brand-50/40 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`${id}-name`} className="text-lg font-bold text-brand-800">
          {r.fullName}
        </h4>
        <StatusBadge status={r.status} />
      </div>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Skills</dt>
        <dd>{r.skills}</dd>
        <dt className="font-semibold">Availability</dt>
        <dd>{r.availability.join(', ') || '—'}</dd>
        <dt className="font-semibold">Languages</dt>
        <dd>{r.languages.join(', ') || '—'}</dd>
        <dt className="font-semibold">City</dt>
        <dd>{r.location}</dd>
        <dt className="font-semibold">About</dt>
        <dd className="whitespace-pre-line break-words">{r.bio || 'No bio yet.'}</dd>
        <dt className="font-semibold">{REASON_LABEL}</dt>
        <dd className="whitespace-pre-line break-words" data-testid="request-reason">
          {r.reason}
        </dd>
        {r.message && (
          <>
            <dt className="font-semibold">Message</dt>
            <dd className="whitespace-pre-line break-words">{r.message}</dd>
          </>
        )}
        <dt className="font-semibold">Child safety</dt>
        <dd data-testid="code-of-conduct-status">{codeOfConductStatus(r.codeOfConduct)}</dd>
        <dt className="font-semibold">Sent</dt>
        <dd>{formatDateTime(r.createdAt)}</dd>
      </dl>
      <p className="mt-2 text-sm text-gray-700">Email and phone appear once you accept.</p>
      <form
        aria-label={`Answer ${r.fullName}`}
        className="mt-3 space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          // The dashboard already knows the listing is full: ask before sending anything.
          if (listing.full) {
            setConfirmFull(listingFullMessage(listing.volunteersNeeded, listing.partners));
            return;
          }
          await accept(false);
        }}
      >
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-1 font-semibold">Weekly session</legend>
          {select('day', 'Day', listing.days)}
          {select('timeSlot', 'Time slot', listing.timeSlots)}
          {select('topic', 'Topic', listing.topics)}
        </fieldset>
        <p className={`text-sm ${fits ? 'text-green-800' : 'text-red-800'}`}>
          {fits
            ? `Fits ${r.fullName}'s availability.`
            : `Outside ${r.fullName}'s availability: agree on it with them first.`}
        </p>
        {confirmFull && (
          <div
            role="group"
            aria-labelledby={`${id}-full`}
            className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3"
          >
            <p id={`${id}-full`} className="font-semibold">
              {confirmFull} Accept {r.fullName} anyway?
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                ref={confirmButton}
                type="button"
                disabled={busy !== null}
                aria-describedby={`${id}-full`}
                onClick={() => void accept(true)}
                className={primaryButtonClass}
              >
                {busy === 'accept' ? 'Accepting…' : 'Accept anyway'}
                <span className="sr-only"> {r.fullName}</span>
              </button>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => setConfirmFull(null)}
                className={secondaryButtonClass}
              >
                Cancel
              </button>
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy !== null} className={primaryButtonClass}>
            {busy === 'accept' ? 'Accepting…' : 'Accept'}
            <span className="sr-only"> {r.fullName}</span>
          </button>
          <button
            type="button"
            disabled={busy !== null}
            onClick={async () => {
              setBusy('decline');
              await onDecline();
              setBusy(null);
            }}
            className={secondaryButtonClass}
          >
            {busy === 'decline' ? 'Declining…' : 'Decline'}
            <span className="sr-only"> {r.fullName}</span>
          </button>
        </div>
      </form>
    </article>
  );
}
