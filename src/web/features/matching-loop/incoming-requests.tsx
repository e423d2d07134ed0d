import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CODE_OF_CONDUCT_VERSION } from '../../../shared/code-of-conduct';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { REASON_LABEL } from '../../../shared/messages';
import { acceptRequestSchema, LISTING_FULL_CODE } from '../../../shared/schemas';
import { rangeOf, type TeachingTime } from '../../../shared/teaching-times';
import { availabilityFits, isFreeAt } from '../../../shared/availability';
import { ApiError } from '../../api';
import { DashboardCard } from '../../components/dashboard-card';
import { FullLabel } from '../../components/full-label';
import { LoadState } from '../../components/load-state';
import { PhoneLink } from '../../components/phone-link';
import { StatusBadge } from '../../components/status-badge';
import { ChecksSummary } from '../vetting/checks-summary';
import { controlClass, labelClass } from '../../components/field';
import {
  CancelButton,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/submit-button';
import {
  acceptRequest,
  changeRequest,
  endPartnership,
  fetchRequests,
  leaveFeedback,
  type IncomingRequest,
  type NgoRequestsAnswer,
} from './api-calls';
import { EndPartnership, FeedbackForSetu, type Ending } from '../endings/end-partnership';
import { formatDateTime } from '../../../shared/intl-format';
import { teachingRangeText, timeRangeText } from './listing-words';
import { PausedNote } from './paused-note';
import { WaitingForChecksNote } from '../vetting/waiting-for-checks-note';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { useRequestActions } from './use-request-actions';
import { ReportConcern } from '../../components/report-concern-button';
import { ShowMore, useShownPart } from '../../components/paged-list';
import { Detail } from '../../components/detail';

type Listing = NonNullable<NgoRequestsAnswer['listing']>;

/** The code-of-conduct status an NGO sees for a volunteer. */
export function codeOfConductStatus(
  code: { version: string | null; acceptedAt: string | null },
  i18n: I18n,
): string {
  const { version, acceptedAt } = code;
  if (!version || !acceptedAt) return i18n._(msg`Has not accepted the code of conduct`);
  const when = formatDateTime(acceptedAt, i18n.locale as Locale);
  return version === CODE_OF_CONDUCT_VERSION
    ? i18n._(msg`Accepted the code of conduct (version ${version}) on ${when}`)
    : i18n._(msg`Accepted an older code of conduct (version ${version}) on ${when}`);
}

async function fetchIncoming() {
  const answer = await fetchRequests();
  if (answer.role !== 'ngo') throw new Error('This page is for NGOs.');
  return answer;
}

/**
 * A weekly session proposed from the NGO's teaching times: the one the volunteer asked for (a
 * request names its time, one request per time), else the first they can make wholly, else the
 * first they can make in part, else the first; and a topic they prefer.
 */
export function proposeSession(
  request: Pick<IncomingRequest, 'availability' | 'preferredTopics'> &
    Partial<Pick<IncomingRequest, 'day' | 'timeSlot' | 'exactHours'>>,
  listing: { teachingTimes: readonly TeachingTime[]; topics: readonly string[] },
) {
  // Exact hours decide the days that have them (docs/decisions/0043-exact-availability.md).
  const { whole, partial } = availabilityFits(
    request.availability,
    request.exactHours ?? [],
    listing.teachingTimes,
  );
  const asked = listing.teachingTimes.find(
    (time) => time.day === request.day && rangeOf(time) === request.timeSlot,
  );
  const time = asked ?? whole[0]?.time ?? partial[0]?.time ?? listing.teachingTimes[0];
  return {
    day: time?.day ?? '',
    timeSlot: time ? rangeOf(time) : '',
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
  const { i18n, t } = useLingui();
  const { state, reload } = useLoader(fetchIncoming, refreshKey);
  const [reportOn, setReportOn] = useState<number | null>(null);
  const { run: after, noticeBox } = useRequestActions(reload, onChange);

  /** Accepts; resolves to the server's message when the listing is full and needs a confirm. */
  const accept = async (
    r: IncomingRequest,
    session: Session,
    confirmFull: boolean,
  ): Promise<string | null> => {
    let full: string | null = null;
    const name = r.fullName;
    await after(
      t`You accepted ${name}. They now see your contact details.`,
      () => acceptRequest(r.id, acceptRequestSchema.parse({ ...session, confirmFull })),
      (error) => {
        if (!(error instanceof ApiError) || error.code !== LISTING_FULL_CODE) return false;
        full = sharedText(i18n, error.message);
        return true;
      },
    );
    return full;
  };

  return (
    <DashboardCard title={t`Volunteer requests`} className="md:col-span-3">
      <LoadState state={state} reload={reload} loading={t`Loading requests…`} />
      {noticeBox}
      {state.status === 'ready' && (
        <RequestLists
          answer={state.data}
          onAccept={accept}
          onDecline={({ id, fullName: name }) =>
            after(t`You declined ${name}'s request.`, () => changeRequest(id, 'decline'))
          }
          onEnd={async ({ id, fullName: name }, ending) => {
            await after(
              t`The partnership with ${name} has ended. We emailed ${name} to tell them.`,
              () => endPartnership(id, ending),
            );
            // An ending for a concern leads on to the report form (decision 0046).
            if (ending.reason === 'concern') setReportOn(id);
          }}
          reportOn={reportOn}
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
  reportOn,
}: {
  answer: NgoRequestsAnswer;
  onAccept: (r: IncomingRequest, session: Session, confirmFull: boolean) => Promise<string | null>;
  onDecline: (r: IncomingRequest) => Promise<void>;
  onEnd: (r: IncomingRequest, ending: Ending) => Promise<void>;
  /** The partnership just ended for a concern: its report form opens. */
  reportOn: number | null;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const label = (text: string) => sharedText(i18n, text);
  /** "You work with 2 of the 3 volunteers you asked for." */
  const fill = (partners: number, needed: number) => {
    const count = formatNumber(partners, locale);
    return t({
      message: plural(needed, {
        one: `You work with ${count} of the # volunteer you asked for.`,
        other: `You work with ${count} of the # volunteers you asked for.`,
      }),
    });
  };
  /** An accepted volunteer's weekly session: "Maths, every Monday, 11:00 - 12:00". */
  const session = (topic: string, day: string, slot: string) => t`${topic}, every ${day}, ${slot}`;
  const { listing, requests } = answer;
  const pending = requests.filter((r) => r.status === 'pending');
  const accepted = requests.filter((r) => r.status === 'accepted');
  const earlier = requests.filter((r) => r.status !== 'pending' && r.status !== 'accepted');
  const pendingPart = useShownPart(pending);
  const acceptedPart = useShownPart(accepted);
  const earlierPart = useShownPart(earlier);
  if (!listing) {
    return (
      <p>
        <Trans>Publish your matching profile above so volunteers can send you requests.</Trans>
      </p>
    );
  }
  const waiting = formatNumber(pending.length, locale);
  const partners = formatNumber(accepted.length, locale);
  const answered = formatNumber(earlier.length, locale);
  return (
    <div className="space-y-6">
      <p data-testid="listing-fill" className="flex flex-wrap items-center gap-2">
        {listing.full && <FullLabel />}
        <span>{fill(listing.partners, listing.volunteersNeeded)}</span>
      </p>
      <section aria-label={t`Pending requests`}>
        <h3 className="mb-2 font-bold">
          <Trans>Waiting for your answer ({waiting})</Trans>
        </h3>
        {pending.length === 0 ? (
          <p className="text-gray-700">
            <Trans>No requests are waiting.</Trans>
          </p>
        ) : (
          <>
            <ul className="space-y-4">
              {pendingPart.shown.map((r) => (
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
            <ShowMore left={pendingPart.left} onMore={pendingPart.showMore} />
          </>
        )}
      </section>
      <section aria-label={t`Partnerships`}>
        <h3 className="mb-2 font-bold">
          <Trans>Volunteers you work with ({partners})</Trans>
        </h3>
        {accepted.length === 0 ? (
          <p className="text-gray-700">
            <Trans>Accepted volunteers appear here with their contact details.</Trans>
          </p>
        ) : (
          <>
            <ul className="space-y-3">
              {acceptedPart.shown.map((r) => (
                <li key={r.id} className="rounded-xl border border-green-200 bg-green-50/50 p-4">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{r.fullName}</span>
                    <StatusBadge status={r.status} />
                  </p>
                  {r.paused && <PausedNote />}
                  {r.waitingForChecks && (
                    <WaitingForChecksNote hold={r.waitingForChecks} side="ngo" />
                  )}
                  <p>
                    {session(
                      label(r.topic ?? ''),
                      label(r.day ?? ''),
                      timeRangeText(r.timeSlot ?? '', locale),
                    )}
                  </p>
                  {r.contact && (
                    <p className="break-words">
                      <a className="underline" href={`mailto:${r.contact.email}`}>
                        {r.contact.email}
                      </a>{' '}
                      · <PhoneLink phone={r.contact.phone} />
                    </p>
                  )}
                  <EndPartnership name={r.fullName} onEnd={(ending) => onEnd(r, ending)} />
                  <div className="mt-2">
                    <ReportConcern targetKind="request" targetId={r.id} name={r.fullName} />
                  </div>
                </li>
              ))}
            </ul>
            <ShowMore left={acceptedPart.left} onMore={acceptedPart.showMore} />
          </>
        )}
      </section>
      {earlier.length > 0 && (
        <section aria-label={t`Earlier requests`}>
          <h3 className="mb-2 font-bold">
            <Trans>Earlier requests ({answered})</Trans>
          </h3>
          <ul className="divide-y divide-brand-100">
            {earlierPart.shown.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-semibold">{r.fullName}</span>
                <StatusBadge status={r.status} />
                <span className="text-sm text-gray-700">{formatDateTime(r.updatedAt, locale)}</span>
                <ReportConcern
                  key={`${r.id}-${reportOn === r.id}`}
                  targetKind="request"
                  targetId={r.id}
                  name={r.fullName}
                  openNow={reportOn === r.id}
                />
                {r.status === 'ended' && (
                  <div className="basis-full">
                    <FeedbackForSetu
                      name={r.fullName}
                      send={async (feedback) => {
                        await leaveFeedback(r.id, feedback);
                      }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <ShowMore left={earlierPart.left} onMore={earlierPart.showMore} />
        </section>
      )}
    </div>
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
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const shown = (text: string) => sharedText(i18n, text);
  const name = r.fullName;
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
  /** Said before accepting on a listing the dashboard already knows is full. */
  const listingFull = (needed: number, partners: number) => {
    const count = formatNumber(partners, locale);
    return t({
      message: plural(needed, {
        one: `Your listing is full: you asked for # volunteer and already work with ${count}.`,
        other: `Your listing is full: you asked for # volunteers and already work with ${count}.`,
      }),
    });
  };
  const fits = isFreeAt(r.availability, r.exactHours, session.day, session.timeSlot);
  /** A teaching time as one choice: "Wednesday, 12:00 PM – 3:00 PM". */
  const timeKey = (day: string, range: string) => `${day}|${range}`;
  const timeLabel = (time: TeachingTime) => {
    const day = shown(time.day);
    const range = teachingRangeText(time, locale);
    return t`${day}, ${range}`;
  };
  const choice = (key: string, label: string, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      {control}
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
        <Detail term={<Trans>Skills</Trans>}>{shown(r.skills)}</Detail>
        <Detail term={<Trans>Availability</Trans>}>
          {r.availability.map(shown).join(', ') || '—'}
        </Detail>
        <Detail term={<Trans>Languages</Trans>}>{r.languages.map(shown).join(', ') || '—'}</Detail>
        <Detail term={<Trans>City</Trans>}>{shown(r.location)}</Detail>
        <Detail term={<Trans>About</Trans>} written>
          {r.bio || t`No bio yet.`}
        </Detail>
        <Detail term={shown(REASON_LABEL)} written data-testid="request-reason">
          {r.reason}
        </Detail>
        {r.message && (
          <Detail term={<Trans>Message</Trans>} written>
            {r.message}
          </Detail>
        )}
        <Detail term={<Trans>Child safety</Trans>} data-testid="code-of-conduct-status">
          {codeOfConductStatus(r.codeOfConduct, i18n)}
        </Detail>
        <Detail term={<Trans>Checks</Trans>}>
          <ChecksSummary checks={r.checks} />
        </Detail>
        <Detail term={<Trans>Sent</Trans>}>{formatDateTime(r.createdAt, locale)}</Detail>
      </dl>
      <p className="mt-2 text-sm text-gray-700">
        <Trans>Email and phone appear once you accept.</Trans>
      </p>
      <form
        aria-label={t`Answer ${name}`}
        className="mt-3 space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          // The dashboard already knows the listing is full: ask before sending anything.
          if (listing.full) {
            setConfirmFull(listingFull(listing.volunteersNeeded, listing.partners));
            return;
          }
          await accept(false);
        }}
      >
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 font-semibold">
            <Trans>Weekly session</Trans>
          </legend>
          {choice(
            'time',
            t`Teaching time`,
            <select
              id={`${id}-time`}
              name="teachingTime"
              value={timeKey(session.day, session.timeSlot)}
              onChange={(e) => {
                const time = listing.teachingTimes.find(
                  (option) => timeKey(option.day, rangeOf(option)) === e.target.value,
                );
                if (time) setSession((s) => ({ ...s, day: time.day, timeSlot: rangeOf(time) }));
              }}
              className={controlClass}
            >
              {listing.teachingTimes.map((time) => (
                <option
                  key={timeKey(time.day, rangeOf(time))}
                  value={timeKey(time.day, rangeOf(time))}
                >
                  {timeLabel(time)}
                </option>
              ))}
            </select>,
          )}
          {choice(
            'topic',
            t`Topic`,
            <select
              id={`${id}-topic`}
              name="topic"
              value={session.topic}
              onChange={(e) => setSession((s) => ({ ...s, topic: e.target.value }))}
              className={controlClass}
            >
              {listing.topics.map((topic) => (
                <option key={topic} value={topic}>
                  {shown(topic)}
                </option>
              ))}
            </select>,
          )}
        </fieldset>
        <p className={`text-sm ${fits ? 'text-green-800' : 'text-red-800'}`}>
          {fits
            ? t`Fits ${name}'s availability.`
            : t`Outside ${name}'s availability: agree on it with them first.`}
        </p>
        {confirmFull && (
          <div
            role="group"
            aria-labelledby={`${id}-full`}
            className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3"
          >
            <p id={`${id}-full`} className="font-semibold">
              {confirmFull} {t`Accept ${name} anyway?`}
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
                {busy === 'accept' ? (
                  <Trans>
                    Accepting…<span className="sr-only"> {name}</span>
                  </Trans>
                ) : (
                  <Trans>
                    Accept anyway<span className="sr-only"> {name}</span>
                  </Trans>
                )}
              </button>
              <CancelButton onCancel={() => setConfirmFull(null)} disabled={busy !== null} />
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy !== null} className={primaryButtonClass}>
            {busy === 'accept' ? (
              <Trans>
                Accepting…<span className="sr-only"> {name}</span>
              </Trans>
            ) : (
              <Trans>
                Accept<span className="sr-only"> {name}</span>
              </Trans>
            )}
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
            {busy === 'decline' ? (
              <Trans>
                Declining…<span className="sr-only"> {name}</span>
              </Trans>
            ) : (
              <Trans>
                Decline<span className="sr-only"> {name}</span>
              </Trans>
            )}
          </button>
        </div>
      </form>
      {/* What the NGO sees here is the volunteer's profile: a concern is about them. */}
      <div className="mt-3">
        <ReportConcern targetKind="volunteer" targetId={r.id} name={name} />
      </div>
    </article>
  );
}
