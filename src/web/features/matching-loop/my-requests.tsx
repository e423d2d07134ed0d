import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LoadState } from '../../components/load-state';
import { PhoneLink } from '../../components/phone-link';
import { StatusBadge } from '../../components/status-badge';
import { DashboardCard } from '../../components/dashboard-card';
import { secondaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import {
  changeRequest,
  endPartnership,
  fetchRequests,
  leaveFeedback,
  SCHEDULE_ICS_URL,
} from './api-calls';
import { shownLocale, timeRangeText } from './listing-words';
import { EndPartnership, FeedbackForSetu } from '../endings/end-partnership';
import { useLoader } from '../../use-loader';
import { WithdrawButton } from './withdraw-button';
import { useRequestActions } from './use-request-actions';
import { PausedNote } from './paused-note';
import { WaitingForChecksNote } from '../vetting/waiting-for-checks-note';
import { PlaceDetails } from './place-details';
import { ReportConcern } from '../../components/report-concern-button';
import { VerifiedLabel } from '../../components/verified-label';

async function fetchOutgoing() {
  const answer = await fetchRequests();
  if (answer.role !== 'volunteer') throw new Error('This page is for volunteers.');
  return answer;
}

/** The calendar file of the weekly sessions: a download link (navigation, not an action). */
export function ScheduleDownload() {
  return (
    <a
      href={SCHEDULE_ICS_URL}
      download="setu-schedule.ics"
      className={`${secondaryButtonClass} px-4 py-2 text-sm`}
    >
      <Trans>Download calendar (.ics)</Trans>
    </a>
  );
}

/**
 * The volunteer's requests: pending ones can be withdrawn; accepted ones show the NGO's contact
 * and can be ended. `onChange` lets the dashboard refresh its schedule.
 */
export function MyRequests({
  onChange,
  refreshKey = 0,
}: {
  onChange?: () => void;
  /** Changes when a request is sent elsewhere on the page. */
  refreshKey?: number;
}) {
  const { t, i18n } = useLingui();
  const { state, reload } = useLoader(fetchOutgoing, refreshKey);
  const { run, noticeBox } = useRequestActions(reload, onChange);

  // An ending for a concern opens the report form on that partnership (decision 0046).
  const [reportOn, setReportOn] = useState<number | null>(null);

  return (
    <DashboardCard title={t`My requests`} className="md:col-span-3">
      {noticeBox}
      <LoadState state={state} reload={reload} loading={t`Loading your requests…`} />
      {state.status === 'ready' &&
        (state.data.requests.length === 0 ? (
          <p className="text-gray-700">
            <Trans>
              You have not sent any requests yet. Connect with an NGO from your best matches.
            </Trans>
          </p>
        ) : (
          <ul className="space-y-3">
            {state.data.requests.map(({ ngoName, ...r }) => (
              <li key={r.id} className="rounded-xl border border-brand-100 p-4">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{ngoName}</span>
                  {/* While paused, the note below says why; a badge would read as if all were well. */}
                  {!r.paused && <VerifiedLabel verified={r.verified} />}
                  <span className="text-gray-700">({sharedText(i18n, r.city)})</span>
                  <StatusBadge status={r.status} />
                </p>
                {r.status === 'accepted' && (
                  <>
                    {r.paused && <PausedNote />}
                    {r.waitingForChecks && (
                      <WaitingForChecksNote hold={r.waitingForChecks} side="volunteer" />
                    )}
                    <p>
                      <Session
                        topic={sharedText(i18n, r.topic ?? '')}
                        day={sharedText(i18n, r.day ?? '')}
                        time={timeRangeText(r.timeSlot ?? '', shownLocale(i18n))}
                      />
                    </p>
                    <PlaceDetails place={r.place} />
                    {r.contact && (
                      <p className="break-words">
                        <Contact {...r.contact} />
                      </p>
                    )}
                    <EndPartnership
                      name={ngoName}
                      onEnd={async (ending) => {
                        await run(
                          t`Your partnership with ${ngoName} has ended. We emailed you a thank-you with your hours.`,
                          () => endPartnership(r.id, ending),
                        );
                        if (ending.reason === 'concern') setReportOn(r.id);
                      }}
                    />
                  </>
                )}
                {r.status === 'pending' && r.day && r.timeSlot && (
                  <p>
                    <AskedTime
                      day={sharedText(i18n, r.day)}
                      time={timeRangeText(r.timeSlot, shownLocale(i18n))}
                    />
                  </p>
                )}
                {r.status === 'pending' && (
                  <WithdrawButton
                    name={ngoName}
                    onWithdraw={() =>
                      run(t`You withdrew your request to ${ngoName}.`, () =>
                        changeRequest(r.id, 'withdraw'),
                      )
                    }
                  />
                )}
                {r.status === 'ended' && (
                  <FeedbackForSetu
                    name={ngoName}
                    send={async (feedback) => {
                      await leaveFeedback(r.id, feedback);
                    }}
                  />
                )}
                <div className="mt-2">
                  <ReportConcern
                    key={`${r.id}-${reportOn === r.id}`}
                    targetKind="request"
                    targetId={r.id}
                    name={ngoName}
                    openNow={reportOn === r.id}
                  />
                </div>
              </li>
            ))}
          </ul>
        ))}
    </DashboardCard>
  );
}

/** An accepted request's weekly session: "Maths, every Sunday, 3:00 PM - 4:00 PM". */
function Session({ topic, day, time }: { topic: string; day: string; time: string }) {
  return (
    <Trans>
      {topic}, every {day}, {time}
    </Trans>
  );
}

/** The teaching time a pending request asks for (one request per time). */
function AskedTime({ day, time }: { day: string; time: string }) {
  return (
    <Trans>
      You asked for every {day}, {time}
    </Trans>
  );
}

/** The NGO's contact on an accepted request. */
function Contact({
  contactPerson,
  email,
  phone,
}: {
  contactPerson: string;
  email: string;
  phone: string;
}) {
  return (
    <Trans>
      Contact: {contactPerson},{' '}
      <a className="underline" href={`mailto:${email}`}>
        {email}
      </a>
      , <PhoneLink phone={phone} />
    </Trans>
  );
}
