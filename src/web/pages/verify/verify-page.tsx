// /verify/CODE: anyone can check a Setu certificate. A genuine code shows the name, the NGO, the
// hours and the period, and says when a newer certificate replaced it or when the NGO later
// marked some of its sessions as not held; a revoked or unknown one says so and shows nothing
// else. /verify alone, and the form under a result, take a code typed from a printed
// certificate.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CERTIFICATE_CODE, normalizeCertificateCode } from '../../../shared/certificates';
import { formatDate, formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { Alert } from '../../components/alert';
import { controlClass, describedBy, labelClass } from '../../components/field';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { primaryButtonClass } from '../../components/submit-button';
import { api, unwrap } from '../../api';
import { verifyPath } from '../../paths';
import { useLoader } from '../../use-loader';
import { Detail } from '../../components/detail';

const check = (code: string) => unwrap(api.verify[':code'].$get({ param: { code } }));

export default function VerifyPage() {
  const { t } = useLingui();
  const { code = '' } = useParams();
  return (
    <>
      <PageHeader title={t`Check a certificate`}>
        <p>
          <Trans>Setu certificates carry a code. Anyone can check here that one is genuine.</Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-8 px-4 pb-12">
        {code && <Result code={code} />}
        <CodeForm key={code} current={code} />
      </div>
    </>
  );
}

function Result({ code }: { code: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { state, reload } = useLoader(() => check(code), code);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'ready') result.current?.focus();
  }, [state.status]);
  const date = (iso: string) => formatDate(new Date(iso), locale, 'long');
  const hours = (h: number, sessions: number) =>
    t`${formatNumber(h, locale)} hours in ${formatNumber(sessions, locale)} sessions`;

  return (
    <>
      <LoadState state={state} reload={reload} loading={t`Checking the certificate…`} />
      {state.status === 'ready' && (
        <div ref={result} tabIndex={-1} className="outline-none" data-testid="verification">
          {state.data.status === 'valid' && (
            <Alert tone="success">
              <Trans>This certificate is genuine.</Trans>
            </Alert>
          )}
          {state.data.status === 'replaced' && (
            <Alert tone="info">
              <Trans>
                This certificate is genuine, but it was replaced by a newer certificate for the same
                volunteering. Ask the volunteer for the newer one.
              </Trans>
            </Alert>
          )}
          {state.data.status === 'changed' && (
            <Alert tone="info">
              {t`This certificate is genuine, but the NGO later marked some of its sessions as not held. It no longer claims those hours: it stands for ${hours(state.data.heldHours, state.data.heldSessions)}.`}
            </Alert>
          )}
          {(state.data.status === 'valid' ||
            state.data.status === 'replaced' ||
            state.data.status === 'changed') && (
            <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl border border-brand-100 p-5 sm:grid-cols-[auto_1fr]">
              <Detail term={<Trans>Volunteer</Trans>} className="break-words">
                {state.data.volunteerName}
              </Detail>
              <Detail term={<Trans>NGO</Trans>} className="break-words">
                {state.data.ngoName}
              </Detail>
              <Detail term={<Trans>Hours</Trans>}>
                {hours(state.data.hours, state.data.sessions)}
              </Detail>
              <Detail
                term={<Trans>Period</Trans>}
              >{t`${date(state.data.periodStart)} to ${date(state.data.periodEnd)}`}</Detail>
              <Detail term={<Trans>Issued</Trans>}>{date(state.data.issuedAt)}</Detail>
            </dl>
          )}
          {state.data.status === 'revoked' && (
            <Alert tone="error">
              {t`This certificate was revoked by the NGO on ${date(state.data.revokedAt)}. It is no longer valid.`}
            </Alert>
          )}
          {state.data.status === 'unknown' && (
            <Alert tone="error">
              <Trans>
                No Setu certificate has this code. Check that it was typed exactly as printed.
              </Trans>
            </Alert>
          )}
        </div>
      )}
    </>
  );
}

/** Checks a code typed from a printed certificate; an empty or malformed one is refused inline. */
function CodeForm({ current }: { current: string }) {
  const { t } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      role="search"
      aria-label={current ? t`Check another certificate` : t`Check a certificate`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = normalizeCertificateCode(value);
        if (!code) setError(t`Please enter the code printed on the certificate.`);
        else if (!CERTIFICATE_CODE.test(code)) {
          setError(
            t`A certificate code has 20 letters and digits (A to Z and 2 to 7). Check it against the certificate.`,
          );
        } else {
          setError(null);
          void navigate(verifyPath(code));
          return;
        }
        input.current?.focus();
      }}
      className="flex flex-col items-start gap-3"
    >
      <div className="w-full max-w-md">
        <label htmlFor={id} className={labelClass}>
          <Trans>Certificate code</Trans>
        </label>
        <p id={hintId} className="mb-1 text-sm text-gray-700">
          <Trans>The 20 letters and digits printed beside the QR code.</Trans>
        </p>
        <input
          ref={input}
          id={id}
          name="code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          className={`${controlClass} font-mono uppercase`}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={primaryButtonClass}>
        <Trans>Check</Trans>
      </button>
    </form>
  );
}
