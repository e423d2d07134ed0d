import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '../../components/link';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { fetchRequests } from '../../features/matching-loop/api-calls';
import { PlaceDetails } from '../../features/matching-loop/place-details';
import { fetchSessions } from '../../features/teaching-sessions/api-calls';
import { LastClassNotes } from '../../features/session-notes/last-class-notes';
import { PausedSessions } from '../../features/teaching-sessions/sessions-card';
import { sessionWhen } from '../../features/teaching-sessions/session-words';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { useLoader } from '../../use-loader';

async function fetchOverview() {
  const [sessions, requests] = await Promise.all([fetchSessions(), fetchRequests()]);
  return { sessions, requests: requests.role === 'volunteer' ? requests.requests : [] };
}
type Overview = Awaited<ReturnType<typeof fetchOverview>>;

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700';

/** The Overview's first cards: the next session, and what the volunteer could do now. */
export function NextSteps({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { state, reload } = useLoader(fetchOverview);
  return (
    <div className={`grid gap-5 md:grid-cols-2 ${className}`}>
      <DashboardCard title={t`Next session`}>
        <LoadState state={state} reload={reload} loading={t`Loading your sessions…`} />
        {state.status === 'ready' && <NextSession data={state.data} />}
      </DashboardCard>
      <DashboardCard title={t`What to do next`}>
        <LoadState state={state} reload={reload} loading={t`Loading your dashboard…`} />
        {state.status === 'ready' && <ToDo data={state.data} />}
      </DashboardCard>
    </div>
  );
}

function NextSession({ data }: { data: Overview }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const next = data.sessions.sessions.find((s) => !s.begun && s.status === 'scheduled');
  // A paused partnership lists no sessions to come: say why, as the Sessions section does.
  const paused = data.sessions.paused.map((p) => (
    <PausedSessions key={p.requestId} name={p.ngoName} cause={p.cause} />
  ));
  if (!next && paused.length) return <div className="space-y-2">{paused}</div>;
  if (!next) {
    return (
      <p className="text-gray-700">
        {t`No session is planned yet. Sessions appear once an NGO accepts your request.`}
      </p>
    );
  }
  const topic = next.topic ? sharedText(i18n, next.topic) : '';
  const when = sessionWhen(next.startsAt, next.endsAt, locale);
  const ngo = next.ngoName;
  return (
    <div className="space-y-2">
      {paused}
      <p className="font-semibold text-brand-800" data-testid="overview-next-session">
        {topic ? t`${when}: ${topic} with ${ngo}` : t`${when} with ${ngo}`}
      </p>
      <PlaceDetails place={next.place} />
      {/* What the class did last, before teaching it (as the Sessions section shows it). */}
      <LastClassNotes sessionId={next.id} />
      <p>
        <Link to={PATHS.volunteerSessions} className={linkClass}>
          {t`All your sessions`}
        </Link>
      </p>
    </div>
  );
}

function ToDo({ data }: { data: Overview }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { sessions, stats } = data.sessions;
  // Ended sessions nobody has marked yet: the volunteer can say they taught them.
  const toConfirm = sessions.filter(
    (s) => s.over && s.status === 'scheduled' && !s.volunteerConfirmed && s.attendance === null,
  ).length;
  const pending = data.requests.filter((r) => r.status === 'pending').length;
  const teaching = data.requests.some((r) => r.status === 'accepted');
  const steps: { key: string; to: string; text: string }[] = [];
  if (toConfirm > 0) {
    const n = formatNumber(toConfirm, locale);
    steps.push({
      key: 'confirm',
      to: PATHS.volunteerSessions,
      text: t({
        message: plural(toConfirm, {
          one: `Say whether you taught ${n} session that has ended`,
          other: `Say whether you taught ${n} sessions that have ended`,
        }),
      }),
    });
  }
  if (pending > 0) {
    const n = formatNumber(pending, locale);
    steps.push({
      key: 'pending',
      to: PATHS.volunteerRequests,
      text: t({
        message: plural(pending, {
          one: `${n} request is waiting for an NGO's answer`,
          other: `${n} requests are waiting for an NGO's answer`,
        }),
      }),
    });
  }
  if (teaching) {
    steps.push({
      key: 'another',
      to: PATHS.volunteerRequests,
      text: t`Ask an NGO you teach with for another teaching time`,
    });
  }
  if (stats.sessions > 0) {
    steps.push({
      key: 'certificate',
      to: PATHS.volunteerCertificates,
      text: t`Get a certificate of the hours you taught`,
    });
  }
  if (pending === 0 && !teaching) {
    steps.push({ key: 'find', to: PATHS.volunteerMatching, text: t`Find an NGO to teach with` });
  }
  return (
    <ul className="list-disc space-y-2 pl-5">
      {steps.map((step) => (
        <li key={step.key}>
          <Link to={step.to} className={linkClass}>
            {step.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
