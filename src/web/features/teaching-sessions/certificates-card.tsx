import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  REVOKE_CATEGORIES,
  REVOKE_REASON_MAX,
  revokeCertificateSchema,
  type RevokeCategory,
} from '../../../shared/certificates';
import { formatDate, formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { api, UNREACHABLE, unwrap, type InferResponseType } from '../../api';
import { Alert } from '../../components/alert';
import { DashboardCard } from '../../components/dashboard-card';
import { controlClass, Field, TextAreaField } from '../../components/field';
import { issuesByField } from '../../components/form-errors';
import { LoadState } from '../../components/load-state';
import { primaryButtonClass, smallButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { timeRangeText } from '../matching-loop/listing-words';
import { verifyPath } from '../../paths';
import { useLoader } from '../../use-loader';
import { InlineForm } from './session-actions';
import { useBusyAction, useFormSending } from './use-sending';
import { Link } from '../../components/link';

const fetchCertificates = () => unwrap(api.certificates.$get());
type Data = InferResponseType<typeof api.certificates.$get, 200>;
type Certificate = Data['certificates'][number];

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * "Certificates": a volunteer gets one per partnership with held sessions, and one per NGO for
 * the held sessions they covered as a substitute (a PDF in the language shown, and its public
 * verification page); an NGO sees those issued for its sessions and can revoke one.
 */
export function CertificatesCard({
  className = '',
  refreshKey = 0,
}: {
  className?: string;
  refreshKey?: number;
}) {
  const { t } = useLingui();
  const { state, reload } = useLoader(fetchCertificates, refreshKey);
  return (
    <DashboardCard title={t`Certificates`} className={className}>
      <LoadState state={state} reload={reload} loading={t`Loading your certificates…`} />
      {state.status === 'ready' &&
        (state.data.role === 'volunteer' ? (
          <VolunteerCertificates data={state.data} reload={reload} />
        ) : (
          <NgoCertificates data={state.data} reload={reload} />
        ))}
    </DashboardCard>
  );
}

function useWords() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return {
    locale,
    hours: (hours: number, sessions: number) =>
      t`${formatNumber(hours, locale)} hours in ${formatNumber(sessions, locale)} sessions`,
    date: (iso: string) => formatDate(new Date(iso), locale, 'medium'),
  };
}

/** A revocation's reason in general words: what both sides read (the NGO's note is its own). */
function useCategoryText() {
  const { t } = useLingui();
  return (category: string | null): string =>
    ({
      'hours-wrong': t`The hours or sessions on it were not right.`,
      'not-taught': t`The NGO has no record of these sessions being taught.`,
      'issued-by-mistake': t`It was issued by mistake.`,
    })[category ?? ''] ?? t`Another reason. The NGO can tell you more.`;
}

/** One line of the volunteer's list: a partnership, or the sessions they covered for an NGO. */
interface Held {
  key: string;
  title: string;
  ngoName: string;
  hours: number;
  sessions: number;
  revokedFor: string | null;
  /** Whether a certificate is of this line's series. */
  owns: (c: Certificate) => boolean;
  issue: () => Promise<unknown>;
}

function VolunteerCertificates({ data, reload }: { data: Data; reload: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const words = useWords();
  const categoryText = useCategoryText();
  const { busy, error, run } = useBusyAction<string>();
  const held: Held[] = [
    ...data.partnerships.map((p) => ({
      key: `partnership-${p.requestId}`,
      // Each weekly time is its own partnership: the time tells two of one NGO apart.
      title:
        p.day && p.timeSlot
          ? `${p.ngoName} (${sharedText(i18n, p.day)} ${timeRangeText(p.timeSlot, words.locale)})`
          : p.ngoName,
      ngoName: p.ngoName,
      hours: p.hours,
      sessions: p.sessions,
      revokedFor: p.revokedFor,
      owns: (c: Certificate) => c.requestId === p.requestId,
      issue: () => unwrap(api.certificates.$post({ json: { requestId: p.requestId } })),
    })),
    ...data.covers.map((c) => ({
      key: `cover-${c.listingId}`,
      title: t`${c.ngoName} (sessions you covered as a substitute)`,
      ngoName: c.ngoName,
      hours: c.hours,
      sessions: c.sessions,
      revokedFor: c.revokedFor,
      owns: (cert: Certificate) => cert.kind === 'cover' && cert.listingId === c.listingId,
      issue: () => unwrap(api.certificates.cover.$post({ json: { listingId: c.listingId } })),
    })),
  ];
  if (held.length === 0) {
    return (
      <p className="text-gray-700">
        <Trans>
          You can download a certificate here once an NGO marks one of your sessions as held.
        </Trans>
      </p>
    );
  }
  const issue = (p: Held) =>
    run(p.key, async () => {
      await p.issue();
      await reload();
    });
  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{sharedText(i18n, error)}</Alert>}
      <ul className="divide-y divide-brand-100">
        {held.map((p) => {
          const latest = data.certificates.find(
            (c) => p.owns(c) && c.status === 'valid' && c.sessions === p.sessions,
          );
          const revoked = data.certificates.filter((c) => p.owns(c) && c.revokedAt);
          const changed = data.certificates.find((c) => p.owns(c) && c.status === 'changed');
          return (
            <li key={p.key} className="py-3" data-testid="certificate">
              <p className="font-semibold">
                {p.title}: {words.hours(p.hours, p.sessions)}
              </p>
              {latest ? (
                <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                  <a
                    href={`/api/certificates/${latest.code}/pdf?lang=${words.locale}`}
                    download
                    onClick={(event) => {
                      // Offline a download fails in the browser's own bar, if anywhere: say it
                      // here, as every other action does (docs/decisions/0049-installable-offline.md).
                      if (navigator.onLine) return;
                      event.preventDefault();
                      void run(p.key, () => Promise.reject(new Error(UNREACHABLE)));
                    }}
                    className={linkClass}
                  >
                    <Trans>
                      Download the certificate (PDF)<span className="sr-only"> of {p.ngoName}</span>
                    </Trans>
                  </a>
                  <Link to={verifyPath(latest.code)} className={linkClass}>
                    <Trans>
                      Its verification page<span className="sr-only"> (code {latest.code})</span>
                    </Trans>
                  </Link>
                </div>
              ) : p.revokedFor ? (
                <p className="mt-1 text-sm text-gray-800">
                  <Trans>
                    {p.ngoName} revoked your certificate for these hours. Only {p.ngoName} can issue
                    it again.
                  </Trans>
                </p>
              ) : (
                <>
                  {changed && (
                    <p className="mt-1 text-sm text-gray-800">
                      {t`${p.ngoName} later marked some sessions of your certificate as not held. Get a corrected certificate for ${words.hours(p.hours, p.sessions)}.`}
                    </p>
                  )}
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => void issue(p)}
                    className={`${primaryButtonClass} mt-2 px-3 py-1.5 text-sm`}
                  >
                    <Trans>
                      Get a certificate<span className="sr-only"> from {p.title}</span>
                    </Trans>
                  </button>
                </>
              )}
              {revoked.map((c) => (
                <p key={c.code} className="mt-1 text-sm text-red-800">
                  {t`Revoked on ${words.date(c.revokedAt!)}. The reason, in general words: ${categoryText(c.revokeCategory)}`}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function NgoCertificates({ data, reload }: { data: Data; reload: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const words = useWords();
  const categoryText = useCategoryText();
  const [revoking, setRevoking] = useState<string | null>(null);
  const { busy, error, run } = useBusyAction<string>();
  const [notice, setNotice] = useState<(() => string) | null>(null);
  if (data.certificates.length === 0) {
    return (
      <p className="text-gray-700">
        <Trans>Certificates your volunteers download for your sessions appear here.</Trans>
      </p>
    );
  }
  // "Issue again" belongs to the newest certificate of its partnership, once revoked.
  const newest = new Set(
    data.certificates
      .filter((c) =>
        data.certificates.every((o) => o.series !== c.series || o.issuedAt <= c.issuedAt),
      )
      .map((c) => c.code),
  );
  const issueAgain = (c: Certificate) =>
    run(c.code, async () => {
      await unwrap(api.certificates[':code'].reissue.$post({ param: { code: c.code } }));
      setNotice(() => () => t`A new certificate for ${c.volunteerName} is issued.`);
      await reload();
    });
  return (
    <div className="space-y-3">
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice()}
        </Alert>
      )}
      {error && <Alert tone="error">{sharedText(i18n, error)}</Alert>}
      <ul className="divide-y divide-brand-100">
        {data.certificates.map((c: Certificate) => (
          <li key={c.code} className="py-3" data-testid="certificate">
            <p className="font-semibold">
              {c.kind === 'cover'
                ? t`${c.volunteerName}, for the sessions they covered as a substitute: ${words.hours(c.hours, c.sessions)}`
                : `${c.volunteerName}: ${words.hours(c.hours, c.sessions)}`}
            </p>
            <p className="text-sm text-gray-700">
              {t`Issued ${words.date(c.issuedAt)}, code ${c.code}`}
            </p>
            {c.status === 'replaced' && (
              <p className="text-sm text-gray-700">
                <Trans>Replaced by a newer certificate.</Trans>
              </p>
            )}
            {c.status === 'changed' && (
              <p className="text-sm text-gray-700">
                {t`You later marked some of its sessions as not held: it now stands for ${words.hours(c.heldHours, c.heldSessions)}.`}
              </p>
            )}
            {c.revokedAt ? (
              <>
                <p className="text-sm text-red-800">
                  {t`Revoked on ${words.date(c.revokedAt)}. The reason, in general words: ${categoryText(c.revokeCategory)}`}
                </p>
                {c.revokeReason && (
                  <p className="text-sm text-gray-700">{t`Your note: ${c.revokeReason}`}</p>
                )}
                {newest.has(c.code) && (
                  <button
                    type="button"
                    className={`${smallButtonClass} mt-2`}
                    disabled={busy !== null}
                    onClick={() => void issueAgain(c)}
                  >
                    <Trans>
                      Issue again
                      <span className="sr-only"> the certificate of {c.volunteerName}</span>
                    </Trans>
                  </button>
                )}
              </>
            ) : revoking === c.code ? (
              <RevokeForm
                certificate={c}
                onClose={() => setRevoking(null)}
                onDone={() => {
                  setRevoking(null);
                  setNotice(() => () => t`The certificate of ${c.volunteerName} is revoked.`);
                  void reload();
                }}
              />
            ) : (
              <button
                type="button"
                className={`${smallButtonClass} mt-2`}
                onClick={() => setRevoking(c.code)}
              >
                <Trans>
                  Revoke<span className="sr-only"> the certificate of {c.volunteerName}</span>
                </Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Revoking asks for the reason in general words, which the volunteer is told by email, and the
 * NGO's own note, which only the NGO sees.
 */
function RevokeForm({
  certificate,
  onDone,
  onClose,
}: {
  certificate: Certificate;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const categoryText = useCategoryText();
  const [category, setCategory] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ category?: string; reason?: string }>({});
  const { busy, error, send } = useFormSending();
  const submit = async () => {
    const parsed = revokeCertificateSchema.safeParse({ category: category || undefined, reason });
    if (!parsed.success) return setErrors(issuesByField<typeof errors>(parsed.error));
    setErrors({});
    await send(async () => {
      await unwrap(
        api.certificates[':code'].revoke.$post({
          param: { code: certificate.code },
          json: parsed.data,
        }),
      );
      onDone();
    });
  };
  return (
    <InlineForm
      label={t`Revoke this certificate`}
      submit={t`Revoke certificate`}
      onSubmit={() => void submit()}
      onClose={onClose}
      error={error}
      busy={busy}
    >
      <Field
        label={t`The reason, in general words`}
        hint={t`The volunteer gets an email with this reason, and cannot get a certificate for these hours until you issue one again.`}
        error={errors.category}
      >
        {(control) => (
          <select
            {...control}
            name="category"
            value={category}
            autoFocus
            onChange={(event) => setCategory(event.target.value as RevokeCategory)}
            className={controlClass}
          >
            <option value="">{t`Choose a reason`}</option>
            {REVOKE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {categoryText(value)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextAreaField
        label={t`Why are you revoking it?`}
        hint={t`Only your NGO sees this note. The verification page will say that the certificate was revoked.`}
        error={errors.reason}
        value={reason}
        maxLength={REVOKE_REASON_MAX}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
    </InlineForm>
  );
}
