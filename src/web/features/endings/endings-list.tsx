// The operators' list of ended partnerships: who ended it, why, and each side's private
// feedback, which neither side ever sees of the other (docs/decisions/0046-honest-endings.md).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../shared/locales';
import { api, unwrap } from '../../api';
import { useLoader } from '../../use-loader';
import { OverviewList } from '../operator/overview-list';
import { formatDateTime } from '../../../shared/intl-format';
import { END_REASON_LABELS } from './end-partnership';

const loadEndings = () => unwrap(api.operator.endings.$get());

export function EndingsList() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { state, reload } = useLoader(loadEndings);
  return (
    <OverviewList
      id="operator-endings"
      title={<Trans>Ended partnerships</Trans>}
      intro={
        <Trans>
          Why each partnership ended, and the feedback each side left for Setu. Neither side sees
          the other’s feedback.
        </Trans>
      }
      state={state}
      reload={reload}
      loading={t`Loading the ended partnerships…`}
      items={(data) => data.endings}
      empty={<Trans>No partnership has ended yet.</Trans>}
    >
      {(e) => {
        const volunteer = e.volunteerName;
        const ngo = e.ngoName;
        const reason = i18n._(END_REASON_LABELS[e.reason]);
        const when = formatDateTime(e.endedAt, locale);
        const volunteerSaid = e.volunteerFeedback;
        const ngoSaid = e.ngoFeedback;
        return (
          <li key={e.id} className="space-y-1 p-4" data-testid="ended-partnership">
            <p className="font-semibold">{t`${volunteer} with ${ngo}`}</p>
            <p className="text-sm">
              {e.endedBy === 'ngo'
                ? t`Ended by the NGO on ${when}: ${reason}`
                : t`Ended by the volunteer on ${when}: ${reason}`}
            </p>
            {volunteerSaid && (
              <p className="break-words text-sm">{t`The volunteer’s feedback: ${volunteerSaid}`}</p>
            )}
            {ngoSaid && <p className="break-words text-sm">{t`The NGO’s feedback: ${ngoSaid}`}</p>}
          </li>
        );
      }}
    </OverviewList>
  );
}
