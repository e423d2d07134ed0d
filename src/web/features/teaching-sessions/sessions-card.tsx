import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { Alert } from '../../components/alert';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import {
  confirmTaught,
  fetchSessions,
  markAttendance,
  type SessionsData,
  type TeachingSession,
} from './api-calls';
import { CancelForm, MoveForm } from './session-actions';
import { SessionStats } from './session-stats';
import { CancelledNote } from './cancelled-note';
import { sessionWhen } from './session-words';
import { SessionHeading } from './session-heading';
import { PlaceDetails } from '../matching-loop/place-details';
import { ArrivalNote } from '../check-in/arrival-note';
import { joinClassPath } from '../../paths';
import { useBusyAction } from './use-sending';
import { LastClassNotes } from '../session-notes/last-class-notes';
import { SessionNotesToggle } from '../session-notes/session-notes-panel';
import { CoverNote } from '../substitutes/cover-note';
import { smallButtonClass } from '../../components/submit-button';

type Role = SessionsData['role'];

/**
 * "Your sessions" on both dashboards: the counts, the next session, the weeks to come (cancel;
 * the NGO also moves) and the sessions that have ended (the NGO marks attendance, the volunteer
 * confirms teaching).
 */
export function SessionsCard({
  className = '',
  refreshKey = 0,
  summaryOnly = false,
}: {
  className?: string;
  /** Changes when a partnership starts or ends elsewhere on the dashboard. */
  refreshKey?: number;
  /** The counts and the next session only: the NGO's sessions are listed on each class's page. */
  summaryOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { state, reload } = useLoader(fetchSessions, refreshKey);
  // Kept as words to say, not said: after a language switch the notice reads in the new one.
  const [notice, setNotice] = useState<(() => string) | null>(null);
  const done = (text: () => string) => {
    setNotice(() => text);
    void reload();
  };
  return (
    <DashboardCard title={t`Your sessions`} className={className}>
      <LoadState state={state} reload={reload} loading={t`Loading your sessions…`} />
      {state.status === 'ready' && (
        <Sessions
          data={state.data}
          locale={locale}
          notice={notice}
          onNotice={done}
          onDismiss={() => setNotice(null)}
          summaryOnly={summaryOnly}
        />
      )}
    </DashboardCard>
  );
}

function Sessions({
  data,
  locale,
  notice,
  onNotice,
  onDismiss,
  summaryOnly,
}: {
  data: SessionsData;
  locale: Locale;
  notice: (() => string) | null;
  onNotice: (text: () => string) => void;
  onDismiss: () => void;
  summaryOnly: boolean;
}) {
  const { t, i18n } = useLingui();
  const topicOf = (s: TeachingSession) => (s.topic ? sharedText(i18n, s.topic) : '');
  const upcoming = data.sessions.filter((s) => !s.begun);
  const ended = data.sessions.filter((s) => s.over && s.status === 'scheduled').reverse();
  const next = upcoming.find((s) => s.status === 'scheduled' && !s.coveredByOther);
  const other = (s: { ngoName: string; volunteerName: string }) =>
    data.role === 'volunteer' ? s.ngoName : s.volunteerName;
  // The form or button that was pressed is gone once the change is done: focus goes to what
  // happened, so the keyboard stays in the card.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <div className="space-y-4">
      <SessionStats data={data} />
      {notice && (
        <div ref={noticeRef} tabIndex={-1} data-testid="sessions-notice">
          <Alert tone="success" role="status" onDismiss={onDismiss}>
            {notice()}
          </Alert>
        </div>
      )}
      {data.paused.map((p) => (
        <PausedSessions key={p.requestId} name={other(p)} cause={p.cause} />
      ))}
      {data.sessions.length === 0 ? (
        data.paused.length === 0 && (
          <p className="text-gray-700">
            {data.role === 'volunteer'
              ? t`Your sessions appear here once an NGO accepts your request.`
              : t`Sessions appear here once you accept a volunteer's request.`}
          </p>
        )
      ) : (
        <>
          {next && (
            <div>
              <p className="font-semibold text-brand-800" data-testid="next-session">
                {t`Next: ${sessionWhen(next.startsAt, next.endsAt, locale)}, ${topicOf(next)}, ${other(next)}`}
              </p>
              <PlaceDetails
                place={next.place}
                joinPath={data.role === 'volunteer' ? joinClassPath(next.id) : undefined}
              />
              {data.role === 'volunteer' && <LastClassNotes sessionId={next.id} />}
            </div>
          )}
          {summaryOnly && (
            <p className="text-gray-700">
              <Trans>
                Each class&apos;s page lists its sessions, to change them and mark attendance.
              </Trans>
            </p>
          )}
          {!summaryOnly && upcoming.length > 0 && (
            <SessionList
              title={t`Coming up`}
              sessions={upcoming}
              role={data.role}
              locale={locale}
              other={other}
              onNotice={onNotice}
            />
          )}
          {!summaryOnly && ended.length > 0 && (
            <SessionList
              title={data.role === 'ngo' ? t`Mark attendance` : t`Sessions that have ended`}
              sessions={ended}
              role={data.role}
              locale={locale}
              other={other}
              onNotice={onNotice}
            />
          )}
        </>
      )}
    </div>
  );
}

/**
 * A partnership a suspension pauses, or the vetting gate holds for the volunteer's checks: the
 * server lists none of its sessions to come, so there is nothing to cancel or move; this says
 * why, in general words.
 */
export function PausedSessions({ name, cause }: { name: string; cause: 'suspension' | 'checks' }) {
  return (
    <p
      data-testid="paused-sessions"
      data-cause={cause}
      className="rounded-lg border-l-4 border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <span className="font-semibold">
        {cause === 'checks' ? <Trans>Waiting for checks.</Trans> : <Trans>Paused.</Trans>}
      </span>{' '}
      {cause === 'checks' ? (
        <Trans>
          Sessions with {name} go ahead once every check the NGO requires of the volunteer is valid.
          They appear here then.
        </Trans>
      ) : (
        <Trans>
          Sessions with {name} are paused while Setu&apos;s team reviews an account. They appear
          here again when the partnership continues.
        </Trans>
      )}
    </p>
  );
}

function SessionList({
  title,
  sessions,
  role,
  locale,
  other,
  onNotice,
}: {
  title: string;
  sessions: TeachingSession[];
  role: Role;
  locale: Locale;
  other: (s: TeachingSession) => string;
  onNotice: (text: () => string) => void;
}) {
  return (
    <section>
      <h3 className="mb-2 font-bold text-gray-900">{title}</h3>
      <ul className="divide-y divide-brand-100">
        {sessions.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            role={role}
            locale={locale}
            other={other(s)}
            onNotice={onNotice}
          />
        ))}
      </ul>
    </section>
  );
}

/** The attendance as each side reads it: the NGO marked it itself, the volunteer reads who did. */
function useAttendanceWords() {
  const { t } = useLingui();
  return (role: Role, attendance: TeachingSession['attendance']) => {
    if (attendance === 'held')
      return role === 'ngo' ? t`You marked it held.` : t`Marked held by the NGO.`;
    if (attendance === 'not_held')
      return role === 'ngo' ? t`You marked it not held.` : t`Marked not held by the NGO.`;
    return t`Attendance not marked yet.`;
  };
}

/** Held and Not held: the chosen one is filled and ticked, and pressed for screen readers. */
const choiceButton = `${smallButtonClass} aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`;

export function SessionItem({
  session: s,
  role,
  locale,
  other,
  onNotice,
}: {
  session: TeachingSession;
  role: Role;
  locale: Locale;
  other: string;
  onNotice: (text: () => string) => void;
}) {
  const { t, i18n } = useLingui();
  const attendanceWords = useAttendanceWords();
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null);
  const { busy: acting, error, run } = useBusyAction<'session'>();
  const busy = acting !== null;
  const when = sessionWhen(s.startsAt, s.endsAt, locale);
  // A notice is said later, maybe after a language switch: its date is written then.
  const whenNow = () => sessionWhen(s.startsAt, s.endsAt, i18n.locale as Locale);
  const topic = s.topic ? sharedText(i18n, s.topic) : '';
  const act = (request: () => Promise<unknown>, text: () => string) =>
    run('session', async () => {
      await request();
      onNotice(text);
    });
  // A session a substitute covers is theirs: its own volunteer has nothing to do on it.
  const upcoming = !s.begun && s.status === 'scheduled' && !s.coveredByOther;
  return (
    <li className="py-3" data-testid="session">
      <SessionHeading when={when} details={[topic, other]} />
      {s.status === 'cancelled' && <CancelledNote session={s} />}
      <ArrivalNote arrival={s.arrival} heldByArrival={s.heldByArrival} role={role} />
      <CoverNote session={s} />
      {s.moved && s.status === 'scheduled' && (
        <p className="text-sm text-gray-700">
          <Trans>Moved from its usual time.</Trans>
        </p>
      )}
      {s.over && (
        <p className="text-sm text-gray-700">
          {/* A held prefilled by the arrival is said by ArrivalNote: nobody marked it yet. */}
          {s.heldByArrival ? '' : attendanceWords(role, s.attendance)}{' '}
          {s.volunteerConfirmed
            ? role === 'volunteer'
              ? t`You confirmed teaching it.`
              : t`The volunteer confirmed teaching it.`
            : ''}
          {s.markedBy && s.attendance && <> {t`Marked by ${s.markedBy}.`}</>}
        </p>
      )}
      {s.disagreement && (
        <p className="text-sm font-semibold text-red-800">
          {role === 'volunteer' ? (
            <Trans>
              You said you taught this session, and the NGO marked it not held. Please talk to each
              other.
            </Trans>
          ) : (
            <Trans>
              The volunteer says they taught this session, and you marked it not held. Please talk
              to each other.
            </Trans>
          )}
        </p>
      )}
      {error && <Alert tone="error">{sharedText(i18n, error)}</Alert>}
      <div className="mt-2 flex flex-wrap gap-2">
        {upcoming && open === null && (
          <button type="button" className={smallButtonClass} onClick={() => setOpen('cancel')}>
            <Trans>
              Cancel<span className="sr-only"> the session of {when}</span>
            </Trans>
          </button>
        )}
        {upcoming && open === null && role === 'ngo' && (
          <button type="button" className={smallButtonClass} onClick={() => setOpen('move')}>
            <Trans>
              Move<span className="sr-only"> the session of {when}</span>
            </Trans>
          </button>
        )}
        {s.over && role === 'ngo' && (
          <>
            <button
              type="button"
              disabled={busy}
              aria-pressed={s.attendance === 'held'}
              className={choiceButton}
              onClick={() =>
                void act(
                  () => markAttendance(s.id, { mark: 'held' }),
                  () => t`Marked held: ${whenNow()}.`,
                )
              }
            >
              {s.attendance === 'held' && <span aria-hidden="true">✓ </span>}
              <Trans>
                Held<span className="sr-only">: {when}</span>
              </Trans>
            </button>
            <button
              type="button"
              disabled={busy}
              aria-pressed={s.attendance === 'not_held'}
              className={choiceButton}
              onClick={() =>
                void act(
                  () => markAttendance(s.id, { mark: 'not_held' }),
                  () => t`Marked not held: ${whenNow()}.`,
                )
              }
            >
              {s.attendance === 'not_held' && <span aria-hidden="true">✓ </span>}
              <Trans>
                Not held<span className="sr-only">: {when}</span>
              </Trans>
            </button>
          </>
        )}
        {s.over && role === 'volunteer' && !s.volunteerConfirmed && !s.coveredByOther && (
          <button
            type="button"
            disabled={busy}
            className={smallButtonClass}
            onClick={() =>
              void act(
                () => confirmTaught(s.id),
                () => t`Thank you for teaching on ${whenNow()}.`,
              )
            }
          >
            <Trans>
              I taught this session<span className="sr-only">: {when}</span>
            </Trans>
          </button>
        )}
      </div>
      {s.over && s.status === 'scheduled' && !s.coveredByOther && (
        <SessionNotesToggle sessionId={s.id} when={when} />
      )}
      {open === 'cancel' && (
        <CancelForm
          session={s}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onNotice(
              () => t`The session of ${whenNow()} is cancelled, and the other side has been told.`,
            );
          }}
        />
      )}
      {open === 'move' && (
        <MoveForm
          session={s}
          onClose={() => setOpen(null)}
          onDone={(moved) => {
            setOpen(null);
            onNotice(() => {
              const movedTo = sessionWhen(moved.startsAt, moved.endsAt, i18n.locale as Locale);
              return t`The session is moved to ${movedTo}, and the volunteer has been told.`;
            });
          }}
        />
      )}
    </li>
  );
}
