import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { Alert } from '../../components/alert';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { LoadMore, usePagedList } from '../../components/paged-list';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { sessionWhen } from '../teaching-sessions/session-words';
import { useBusyAction } from '../teaching-sessions/use-sending';
import { SessionNotesToggle } from '../session-notes/session-notes-panel';
import { ArrivalNote } from '../check-in/arrival-note';
import { fetchClassSessions, markClass, type SessionsPage, type SessionTime } from './api-calls';

type Attendance = SessionTime['sessions'][number]['attendance'];
/** One volunteer's mark as the server answers it: who of the NGO's team made it, by name. */
type Mark = Awaited<ReturnType<typeof markClass>>['marks'][number];

const joinTimes = (shown: SessionsPage, older: SessionsPage): SessionsPage => ({
  ...older,
  times: [...shown.times, ...older.times],
});

/**
 * The class's sessions that have ended, latest first, a few at a time. Each opens to its
 * volunteers: "All held" marks every one of them held at once, except those set apart (not held).
 */
export function PastSessions({
  classId,
  onMarked,
}: {
  classId: string;
  /** After a marking: the class's counts change. */
  onMarked?: () => void;
}) {
  const { t } = useLingui();
  const load = useCallback(
    (before?: number) => fetchClassSessions(classId, 'past', before),
    [classId],
  );
  const { state, setState, reload, more, loadMore } = usePagedList<SessionsPage>(load, joinTimes);
  const marked = (startsAt: string, marks: Mark[]) => {
    const byId = new Map(marks.map((m) => [m.id, m.attendance]));
    const markers = new Map(marks.map((m) => [m.id, m.markedBy]));
    setState((s) =>
      s.status !== 'ready'
        ? s
        : {
            status: 'ready',
            data: {
              ...s.data,
              times: s.data.times.map((time) =>
                time.startsAt !== startsAt
                  ? time
                  : {
                      ...time,
                      sessions: time.sessions.map((session) => ({
                        ...session,
                        attendance: byId.get(session.id) ?? session.attendance,
                        markedBy: markers.get(session.id) ?? session.markedBy,
                        // Marked by the team now: no longer the arrival's prefill.
                        heldByArrival: byId.has(session.id) ? false : session.heldByArrival,
                        disagreement:
                          session.volunteerConfirmed &&
                          (byId.get(session.id) ?? session.attendance) === 'not_held',
                      })),
                    },
              ),
            },
          },
    );
    onMarked?.();
  };
  return (
    <DashboardCard title={t`Past sessions and attendance`}>
      <LoadState state={state} reload={reload} loading={t`Loading the sessions…`} />
      {state.status === 'ready' && (
        <>
          {state.data.times.length === 0 && (
            <p className="text-gray-700">
              <Trans>No session of this class has ended yet.</Trans>
            </p>
          )}
          <ul className="mb-3 space-y-3">
            {state.data.times.map((time) => (
              <li key={time.startsAt}>
                <SessionTimeAttendance classId={classId} time={time} onMarked={marked} />
              </li>
            ))}
          </ul>
          <LoadMore more={more} next={state.data.next} onLoad={loadMore} />
        </>
      )}
    </DashboardCard>
  );
}

/** Held, not held and not marked: a word and a sign each, not a colour alone. */
function AttendanceMark({ attendance }: { attendance: Attendance }) {
  const { t } = useLingui();
  const [sign, word, look] =
    attendance === 'held'
      ? ['✓', t`Held`, 'border-green-700 bg-green-50 text-green-900']
      : attendance === 'not_held'
        ? ['✗', t`Not held`, 'border-red-700 bg-red-50 text-red-900']
        : ['○', t`Not marked`, 'border-dashed border-gray-600 bg-white text-gray-800'];
  return (
    <span
      data-attendance={attendance ?? 'unmarked'}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm font-semibold ${look}`}
    >
      <span aria-hidden="true">{sign}</span>
      {word}
    </span>
  );
}

function SessionTimeAttendance({
  classId,
  time,
  onMarked,
}: {
  classId: string;
  time: SessionTime;
  onMarked: (startsAt: string, marks: Mark[]) => void;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const id = useId();
  const [open, setOpen] = useState(false);
  const scheduled = time.sessions.filter((s) => s.status === 'scheduled');
  const [apart, setApart] = useState<Set<number>>(
    () => new Set(scheduled.filter((s) => s.attendance === 'not_held').map((s) => s.id)),
  );
  // Kept as words to say, not said: after a language switch the notice reads in the new one.
  const [notice, setNotice] = useState<(() => string) | null>(null);
  // The form stays open after a marking: it can be changed and saved again.
  const { busy: sending, error, run } = useBusyAction<'mark'>();
  const busy = sending !== null;
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const when = sessionWhen(time.startsAt, time.endsAt, locale);
  const count = (n: number) => formatNumber(n, locale);
  const held = scheduled.filter((s) => s.attendance === 'held').length;
  const notHeld = scheduled.filter((s) => s.attendance === 'not_held').length;
  const unmarked = scheduled.length - held - notHeld;
  const summary = [
    held > 0 && t`${count(held)} held`,
    notHeld > 0 && t`${count(notHeld)} not held`,
    unmarked > 0 && t`${count(unmarked)} not marked`,
  ]
    .filter(Boolean)
    .join(', ');
  const markAll = () =>
    run('mark', async () => {
      const notHeldIds = scheduled.filter((s) => apart.has(s.id)).map((s) => s.id);
      const answer = await markClass(classId, { startsAt: time.startsAt, notHeld: notHeldIds });
      const heldCount = answer.marks.filter((m) => m.attendance === 'held').length;
      const notHeldCount = answer.marks.length - heldCount;
      onMarked(time.startsAt, answer.marks);
      setNotice(() => () => {
        const now = i18n.locale as Locale;
        const on = sessionWhen(time.startsAt, time.endsAt, now);
        const n = formatNumber(heldCount, now);
        const m = formatNumber(notHeldCount, now);
        return t`Attendance saved for ${on}: ${n} held, ${m} not held.`;
      });
    });
  return (
    <div className="rounded-xl border border-brand-100 p-3" data-testid="past-session">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        className={`${secondaryButtonClass} flex w-full flex-wrap items-center justify-between gap-2 text-left`}
      >
        <span className="font-semibold">{when}</span>
        <span className="text-sm font-normal">
          {unmarked > 0 && <span aria-hidden="true">○ </span>}
          {summary || t`No session held`}
        </span>
      </button>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="mt-2" data-testid="attendance-notice">
          <Alert tone="success" role="status" onDismiss={() => setNotice(null)}>
            {notice()}
          </Alert>
        </div>
      )}
      {open && (
        <form
          id={`${id}-panel`}
          aria-label={t`Attendance of ${when}`}
          noValidate
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void markAll();
          }}
        >
          <p className="text-sm text-gray-700">
            <Trans>
              All held marks every volunteer held. Tick those who did not come first: they are
              marked not held.
            </Trans>
          </p>
          <ul className="divide-y divide-brand-100">
            {time.sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="min-w-0 flex-1 font-semibold break-words">{s.volunteerName}</span>
                <ArrivalNote arrival={s.arrival} heldByArrival={s.heldByArrival} role="ngo" />
                {s.status === 'cancelled' ? (
                  <span className="text-sm text-gray-700">
                    <Trans>Cancelled</Trans>
                  </span>
                ) : (
                  <>
                    <AttendanceMark attendance={s.attendance} />
                    {s.markedBy && s.attendance && (
                      <span className="text-sm text-gray-700">{t`Marked by ${s.markedBy}.`}</span>
                    )}
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="h-5 w-5"
                        checked={apart.has(s.id)}
                        disabled={busy}
                        onChange={(event) => {
                          const checked = event.target.checked;
                          setApart((was) => {
                            const next = new Set(was);
                            if (checked) next.add(s.id);
                            else next.delete(s.id);
                            return next;
                          });
                        }}
                      />
                      <Trans>
                        Not held<span className="sr-only"> ({s.volunteerName})</span>
                      </Trans>
                    </label>
                  </>
                )}
                {s.volunteerConfirmed && (
                  <p className="w-full text-sm text-gray-700">
                    {s.disagreement ? (
                      <span className="font-semibold text-red-800">
                        <Trans>
                          The volunteer says they taught this session, and you marked it not held.
                          Please talk to each other.
                        </Trans>
                      </span>
                    ) : (
                      <Trans>The volunteer confirmed teaching it.</Trans>
                    )}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {error && <Alert tone="error">{sharedText(i18n, error)}</Alert>}
          {scheduled.length > 0 && (
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {apart.size === 0 ? t`All held` : t`All held, ${count(apart.size)} not held`}
            </button>
          )}
        </form>
      )}
      {open && scheduled.length > 0 && (
        // Beside the attendance form, not in it: each note has a form of its own.
        <ul aria-label={t`Session notes of ${when}`} className="mt-3 divide-y divide-brand-100">
          {scheduled.map((s) => (
            <li key={s.id} className="py-2">
              <span className="font-semibold break-words">{s.volunteerName}</span>
              <SessionNotesToggle sessionId={s.id} when={`${when}, ${s.volunteerName}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
