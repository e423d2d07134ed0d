import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../../shared/locales';
import { rangeOf, type TeachingTime } from '../../../shared/teaching-times';
import { Alert } from '../../components/alert';
import { DashboardCard } from '../../components/dashboard-card';
import { controlClass, describedBy, FieldError, labelClass } from '../../components/field';
import { LoadState } from '../../components/load-state';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../api';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { createRequest, fetchRequests, type OutgoingRequest } from './api-calls';
import { shownLocale, teachingRangeText, timeRangeText } from './listing-words';

async function fetchOutgoing() {
  const answer = await fetchRequests();
  return answer.role === 'volunteer' ? answer.requests : [];
}

/** One NGO the volunteer teaches with or asked: its times, and which of them are theirs. */
interface NgoTimes {
  listingId: number;
  ngoName: string;
  published: boolean;
  /** The volunteer's open requests there: accepted (they teach it) or pending. */
  open: OutgoingRequest[];
  /** Its teaching times the volunteer has no open request for. */
  free: TeachingTime[];
}

function ngosOf(requests: readonly OutgoingRequest[]): NgoTimes[] {
  const byListing = new Map<number, NgoTimes>();
  for (const r of requests) {
    if (r.status !== 'pending' && r.status !== 'accepted') continue;
    const ngo = byListing.get(r.listingId) ?? {
      listingId: r.listingId,
      ngoName: r.ngoName,
      published: r.published,
      open: [],
      free: [...r.teachingTimes],
    };
    ngo.open.push(r);
    ngo.free = ngo.free.filter((time) => !(time.day === r.day && rangeOf(time) === r.timeSlot));
    byListing.set(r.listingId, ngo);
  }
  // The times in the week's order, as the NGO lists them; a request without a time last.
  const position = (r: OutgoingRequest) => {
    const at = r.teachingTimes.findIndex(
      (time) => time.day === r.day && rangeOf(time) === r.timeSlot,
    );
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  for (const ngo of byListing.values()) ngo.open.sort((a, b) => position(a) - position(b));
  return [...byListing.values()];
}

/**
 * Another teaching time of an NGO the volunteer already teaches with or asked: each time is its
 * own request, accepted on its own, with its own sessions (one open request per time). Lists the
 * times they have, and offers the others.
 */
export function AnotherTime({
  refreshKey = 0,
  onSent,
}: {
  refreshKey?: number;
  /** After a request was sent, so the requests list shows it. */
  onSent?: () => void;
}) {
  const { t } = useLingui();
  const { state, reload } = useLoader(fetchOutgoing, refreshKey);
  const ngos = state.status === 'ready' ? ngosOf(state.data) : [];
  return (
    <DashboardCard title={t`Teach another time`}>
      <LoadState state={state} reload={reload} loading={t`Loading your requests…`} />
      {state.status === 'ready' &&
        (ngos.length === 0 ? (
          <p className="text-gray-700">
            <Trans>
              Once an NGO accepts you, or while you wait for its answer, you can ask it for more of
              its teaching times here.
            </Trans>
          </p>
        ) : (
          <ul className="space-y-4">
            {ngos.map((ngo) => (
              <li key={ngo.listingId} className="rounded-xl border border-brand-100 p-4">
                <NgoTimesForm
                  ngo={ngo}
                  onSent={() => {
                    void reload();
                    onSent?.();
                  }}
                />
              </li>
            ))}
          </ul>
        ))}
    </DashboardCard>
  );
}

function NgoTimesForm({ ngo, onSent }: { ngo: NgoTimes; onSent?: () => void }) {
  const { t, i18n } = useLingui();
  const locale: Locale = shownLocale(i18n);
  const id = useId();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const name = ngo.ngoName;
  const timeText = (day: string, range: string) =>
    `${sharedText(i18n, day)} ${timeRangeText(range, locale)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const time = ngo.free[Number(choice)];
    if (choice === '' || !time) {
      setFieldError(t`Choose a teaching time.`);
      select.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    let fieldRefused = false;
    try {
      await createRequest(ngo.listingId, '', { day: time.day, timeSlot: rangeOf(time) });
      const when = `${sharedText(i18n, time.day)} ${teachingRangeText(time, locale)}`;
      setNotice({ tone: 'success', text: t`Request sent to ${name} for ${when}.` });
      setChoice('');
      onSent?.();
    } catch (error) {
      const text = sharedText(i18n, (error as Error).message);
      const field = error instanceof ApiError ? error.fields['time.timeSlot'] : undefined;
      fieldRefused = field !== undefined;
      if (field) setFieldError(field);
      else setNotice({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
    // What happened is said where focus goes: the field's error, else the notice.
    if (fieldRefused) select.current?.focus();
    else noticeBox.current?.focus();
  };

  return (
    <>
      <h3 className="font-semibold">{name}</h3>
      <p className="mt-1 text-gray-700">
        <Trans>Your times with {name}:</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5" data-testid="your-times">
        {ngo.open.map((r) => {
          if (!r.day || !r.timeSlot) {
            return <li key={r.id}>{t`A time the NGO chooses (request sent)`}</li>;
          }
          const when = timeText(r.day, r.timeSlot);
          return (
            <li key={r.id}>
              {r.status === 'accepted' ? t`${when} (you teach this)` : t`${when} (request sent)`}
            </li>
          );
        })}
      </ul>
      <div ref={noticeBox} tabIndex={-1} className="mt-2 focus:outline-none">
        {notice && (
          <Alert tone={notice.tone} role="status" onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </div>
      {!ngo.published ? (
        <p className="mt-2 text-gray-700">
          <Trans>{name} is not taking requests at the moment.</Trans>
        </p>
      ) : ngo.free.length === 0 ? (
        <p className="mt-2 text-gray-700">
          <Trans>You have asked for every teaching time of {name}.</Trans>
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1">
            <label htmlFor={`${id}-time`} className={labelClass}>
              <Trans>Another teaching time with {name}</Trans>
            </label>
            <select
              ref={select}
              id={`${id}-time`}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(fieldError && `${id}-error`)}
              className={controlClass}
            >
              <option value="">{t`Select…`}</option>
              {ngo.free.map((time, index) => (
                <option key={`${time.day} ${rangeOf(time)}`} value={String(index)}>
                  {`${sharedText(i18n, time.day)} ${teachingRangeText(time, locale)}`}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-error`} message={fieldError} />
          </div>
          <SubmitButton busy={busy} busyText={t`Sending…`}>
            <Trans>
              Send request<span className="sr-only"> to {name}</span>
            </Trans>
          </SubmitButton>
        </form>
      )}
    </>
  );
}
