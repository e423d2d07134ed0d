// /verify/CODE: anyone can check a Setu certificate (issue 14). A genuine code shows the name,
// the NGO, the hours and the period; a revoked or unknown one says so and shows nothing else.
// A form takes a code typed from a printed certificate.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate, formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { Alert } from '../../components/alert';
import { controlClass, labelClass } from '../../components/field';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { primaryButtonClass } from '../../components/submit-button';
import { api, unwrap } from '../../api';
import { verifyPath } from '../../paths';
import { useLoader } from '../../use-loader';

const check = (code: string) => unwrap(api.verify[':code'].$get({ param: { code } }));

export default function VerifyPage() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { code = '' } = useParams();
  const { state, reload } = useLoader(() => check(code), code);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'ready') result.current?.focus();
  }, [state.status]);
  const date = (iso: string) => formatDate(new Date(iso), locale, 'long');

  return (
    <>
      <PageHeader title={t`Check a certificate`}>
        <p>
          <Trans>Setu certificates carry a code. Anyone can check here that one is genuine.</Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-8 px-4 pb-12">
        <LoadState state={state} reload={reload} loading={t`Checking the certificate…`} />
        {state.status === 'ready' && (
          <div ref={result} tabIndex={-1} className="outline-none" data-testid="verification">
            {state.data.status === 'valid' && (
              <>
                <Alert tone="success">
                  <Trans>This certificate is genuine.</Trans>
                </Alert>
                <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl border border-brand-100 p-5 sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">
                    <Trans>Volunteer</Trans>
                  </dt>
                  <dd className="break-words">{state.data.volunteerName}</dd>
                  <dt className="font-semibold">
                    <Trans>NGO</Trans>
                  </dt>
                  <dd className="break-words">{state.data.ngoName}</dd>
                  <dt className="font-semibold">
                    <Trans>Hours</Trans>
                  </dt>
                  <dd>
                    {t`${formatNumber(state.data.hours, locale)} hours in ${formatNumber(state.data.sessions, locale)} sessions`}
                  </dd>
                  <dt className="font-semibold">
                    <Trans>Period</Trans>
                  </dt>
                  <dd>{t`${date(state.data.periodStart)} to ${date(state.data.periodEnd)}`}</dd>
                  <dt className="font-semibold">
                    <Trans>Issued</Trans>
                  </dt>
                  <dd>{date(state.data.issuedAt)}</dd>
                </dl>
              </>
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
        <CodeForm current={code} />
      </div>
    </>
  );
}

/** Checks another code, typed from a printed certificate. */
function CodeForm({ current }: { current: string }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(current);
  return (
    <form
      role="search"
      aria-label={t`Check another certificate`}
      onSubmit={(event) => {
        event.preventDefault();
        const code = value.replace(/[\s-]/g, '').toUpperCase();
        if (code) void navigate(verifyPath(code));
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor={id} className={labelClass}>
          <Trans>Certificate code</Trans>
        </label>
        <input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={`${controlClass} font-mono uppercase`}
        />
      </div>
      <button type="submit" className={primaryButtonClass}>
        <Trans>Check</Trans>
      </button>
    </form>
  );
}
