import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../../components/link';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { DashboardCard } from '../../components/dashboard-card';
import type { ClassesAnswer } from '../../features/classes/api-calls';
import { className } from '../../features/classes/class-words';
import { ngoClassPath } from '../../paths';
import type { Loaded } from '../../use-loader';
import { SECTIONS, SectionLink } from './section-link';
import type { NgoDashboard } from './use-ngo-dashboard';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * The dashboard's first screen: what waits for the NGO (requests to answer, attendance to mark,
 * disagreements), each linking to where it is done; and a new NGO's first steps.
 */
export function ToDoCard({
  dashboard,
  classes,
}: {
  dashboard: NgoDashboard;
  classes: Loaded<ClassesAnswer>;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const count = (n: number) => formatNumber(n, locale);
  const waiting = dashboard.requestsWaiting;
  const classList = classes.status === 'ready' ? classes.data.classes : [];
  const items: { key: string; content: ReactNode }[] = [];
  if (waiting > 0) {
    const n = count(waiting);
    items.push({
      key: 'requests',
      content: (
        <SectionLink to={SECTIONS.requests}>
          {t({
            message: plural(waiting, {
              one: `${n} request waits for your answer`,
              other: `${n} requests wait for your answer`,
            }),
          })}
        </SectionLink>
      ),
    });
  }
  for (const c of classList) {
    const name = className(i18n, c);
    if (c.toMark.times > 0) {
      const n = count(c.toMark.times);
      items.push({
        key: `mark-${c.id}`,
        content: (
          <Link to={ngoClassPath(c.id)} className={linkClass}>
            {t({
              message: plural(c.toMark.times, {
                one: `Mark attendance: ${name} (${n} session)`,
                other: `Mark attendance: ${name} (${n} sessions)`,
              }),
            })}
          </Link>
        ),
      });
    }
    if (c.disputes > 0) {
      const n = count(c.disputes);
      items.push({
        key: `dispute-${c.id}`,
        content: (
          <Link to={ngoClassPath(c.id)} className={linkClass}>
            {t({
              message: plural(c.disputes, {
                one: `${n} disagreement on attendance: ${name}`,
                other: `${n} disagreements on attendance: ${name}`,
              }),
            })}
          </Link>
        ),
      });
    }
  }
  return (
    <DashboardCard title={t`To do`} className="mt-6">
      {items.length === 0 ? (
        <p className="text-gray-700" data-testid="nothing-to-do">
          {classes.status === 'loading' ? t`Checking…` : t`Nothing needs doing right now.`}
        </p>
      ) : (
        <ul className="list-disc space-y-2 pl-5" data-testid="to-do">
          {items.map((item) => (
            <li key={item.key}>{item.content}</li>
          ))}
        </ul>
      )}
      {/* The first steps are the owner's: their sections are not shown to a coordinator. */}
      {dashboard.teamRole === 'owner' && <FirstSteps steps={dashboard.firstSteps} />}
    </DashboardCard>
  );
}

type Steps = NgoDashboard['firstSteps'];

/** A new NGO's four steps, each done or to do; gone once all are done. */
function FirstSteps({ steps }: { steps: Steps }) {
  const { t } = useLingui();
  const verificationSent = steps.verification === 'pending' || steps.verification === 'verified';
  const list = [
    {
      key: 'email',
      done: steps.emailConfirmed,
      label: t`Confirm your email address`,
      to: SECTIONS.email,
    },
    {
      key: 'verification',
      done: verificationSent,
      label:
        steps.verification === 'pending'
          ? t`Send your verification details (sent: Setu is checking them)`
          : t`Send your verification details`,
      to: SECTIONS.verification,
    },
    {
      key: 'times',
      done: steps.timesAndPlace,
      label: t`Set your teaching times and place`,
      to: SECTIONS.profile,
    },
    { key: 'publish', done: steps.published, label: t`Publish your profile`, to: SECTIONS.profile },
  ];
  if (list.every((step) => step.done)) return null;
  return (
    <section aria-labelledby="first-steps" className="mt-4 border-t border-brand-100 pt-4">
      <h3 id="first-steps" className="mb-2 font-bold text-gray-900">
        <Trans>Your first steps</Trans>
      </h3>
      <ol className="space-y-2" data-testid="first-steps">
        {list.map((step) => (
          <li
            key={step.key}
            className="flex items-start gap-2"
            data-state={step.done ? 'done' : 'to-do'}
          >
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${
                step.done ? 'border-green-700 bg-green-700 text-white' : 'border-gray-500'
              }`}
            >
              {step.done ? '✓' : ''}
            </span>
            <span>
              {step.done ? step.label : <SectionLink to={step.to}>{step.label}</SectionLink>}{' '}
              <span className={step.done ? 'text-green-800' : 'font-semibold text-gray-900'}>
                {step.done ? t`(done)` : t`(to do)`}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
