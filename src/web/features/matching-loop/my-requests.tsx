import { useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { LoadState } from '../../components/load-state';
import { PhoneLink } from '../../components/phone-link';
import { StatusBadge } from '../../components/status-badge';
import { DashboardCard } from '../../components/dashboard-card';
import { secondaryButtonClass } from '../../components/submit-button';
import { changeRequest, fetchRequests, SCHEDULE_ICS_URL } from './api-calls';
import { EndButton } from './incoming-requests';
import { useLoader } from '../../use-loader';
import { WithdrawButton } from './withdraw-button';

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
      Download calendar (.ics)
    </a>
  );
}

/**
 * The volunteer's requests: pending ones can be withdrawn; accepted ones show the NGO's contact
 * and can be ended. `onChange` lets the dashboard refresh its schedule.
 */
export function MyRequests({ onChange }: { onChange?: () => void }) {
  const { state, reload } = useLoader(fetchOutgoing);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const act = async (id: number, action: 'withdraw' | 'end', text: string) => {
    setNotice(null);
    try {
      await changeRequest(id, action);
      setNotice({ tone: 'success', text });
      onChange?.();
    } catch (error) {
      setNotice({ tone: 'error', text: (error as Error).message });
    }
    await reload();
    // The button pressed is gone with the request's old state: focus goes to what happened.
    noticeBox.current?.focus();
  };
  const noticeBox = useRef<HTMLDivElement>(null);

  return (
    <DashboardCard title="My requests" className="md:col-span-3">
      {notice && (
        <div ref={noticeBox} tabIndex={-1} className="mb-4 focus:outline-none">
          <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        </div>
      )}
      <LoadState state={state} reload={reload} loading="Loading your requests…" />
      {state.status === 'ready' &&
        (state.data.requests.length === 0 ? (
          <p className="text-gray-700">
            You have not sent any requests yet. Connect with an NGO from your best matches.
          </p>
        ) : (
          <ul className="space-y-3">
            {state.data.requests.map((r) => (
              <li key={r.id} className="rounded-xl border border-brand-100 p-4">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{r.ngoName}</span>
                  <span className="text-gray-700">({r.city})</span>
                  <StatusBadge status={r.status} />
                </p>
                {r.status === 'accepted' && (
                  <>
                    <p>
                      {r.topic}, every {r.day}, {r.timeSlot}
                    </p>
                    {r.contact && (
                      <p className="break-words">
                        Contact: {r.contact.contactPerson},{' '}
                        <a className="underline" href={`mailto:${r.contact.email}`}>
                          {r.contact.email}
                        </a>
                        , <PhoneLink phone={r.contact.phone} />
                      </p>
                    )}
                    <EndButton
                      name={r.ngoName}
                      onEnd={() =>
                        act(r.id, 'end', `Your partnership with ${r.ngoName} has ended.`)
                      }
                    />
                  </>
                )}
                {r.status === 'pending' && (
                  <WithdrawButton
                    name={r.ngoName}
                    onWithdraw={() =>
                      act(r.id, 'withdraw', `You withdrew your request to ${r.ngoName}.`)
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        ))}
    </DashboardCard>
  );
}
