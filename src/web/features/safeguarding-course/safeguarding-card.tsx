import { useLingui } from '@lingui/react/macro';
import { DashboardCard } from '../../components/dashboard-card';
import { Link } from '../../components/link';
import { LoadState } from '../../components/load-state';
import { PATHS } from '../../paths';
import { useLoader } from '../../use-loader';
import { fetchCourseStatus } from './course-api';
import { passedUntil, retakeAfterText } from './course-words';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700';

/**
 * The volunteer dashboard's card for Setu's safeguarding course: passed and until when, or a
 * link to take it (docs/decisions/0038-safeguarding-course.md).
 */
export function SafeguardingCard({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { state, reload } = useLoader(fetchCourseStatus);
  return (
    <DashboardCard title={t`Safeguarding course`} className={className}>
      <LoadState state={state} reload={reload} loading={t`Loading your safeguarding course…`} />
      {state.status === 'ready' && (
        <div className="space-y-2">
          {state.data.check.state === 'valid' && state.data.check.validUntil ? (
            <p data-testid="safeguarding-status">
              {passedUntil(i18n, state.data.check.validUntil)}
            </p>
          ) : (
            <p data-testid="safeguarding-status">
              {state.data.check.state === 'expired'
                ? t`Your safeguarding course has expired. Take it again before you meet children.`
                : t`Before you meet children, take Setu’s short safeguarding course and its quiz.`}
            </p>
          )}
          {state.data.retakeAfter && <p>{retakeAfterText(i18n, state.data.retakeAfter)}</p>}
          <p>
            <Link to={PATHS.safeguardingCourse} className={linkClass}>
              {state.data.check.state === 'valid'
                ? t`Review the safeguarding course`
                : t`Take the safeguarding course`}
            </Link>
          </p>
        </div>
      )}
    </DashboardCard>
  );
}
