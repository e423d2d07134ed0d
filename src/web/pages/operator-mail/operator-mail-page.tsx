// #/operator/mail: the mails Setu gave up on after their last retry, newest first, with how many
// still wait (docs/decisions/0030-mail-outbox.md), and "Send again" on each. One card per mail
// with its details as a description list, so it reads at 390 px as the audit log does. Older
// mails load 50 at a time (?before=…).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime, formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { MAIL_RETRY_CODES, type MailRetryCode } from '../../../shared/mail-console';
import { api, ApiError, unwrap, type InferResponseType } from '../../api';
import { Alert } from '../../components/alert';
import { LoadState } from '../../components/load-state';
import { secondaryButtonClass } from '../../components/submit-button';
import { operatorPage } from '../../features/operator/operator-layout';
import { LoadMore, usePagedList } from '../../components/paged-list';
import { sharedText } from '../../i18n/shared-text';
import { LogDetail } from '../../components/detail';

type Answer = InferResponseType<typeof api.operator.mail.$get, 200>;
type Mail = Answer['mails'][number];

/** Why the server refused "send again", in the reader's language (the API's English is in src/shared). */
const REFUSALS: Record<MailRetryCode, MessageDescriptor> = {
  [MAIL_RETRY_CODES.notFound]: msg`This mail is no longer in the outbox.`,
  [MAIL_RETRY_CODES.notGivenUp]: msg`This mail is not given up any more: it was sent, or another operator sent it again.`,
  [MAIL_RETRY_CODES.recipientSuspended]: msg`The recipient’s account is suspended: Setu sends it no mail but about its suspension. The mail stays here.`,
};

/** Refusals after which the mail is no longer a given-up one to show. */
const GONE: readonly string[] = [MAIL_RETRY_CODES.notFound, MAIL_RETRY_CODES.notGivenUp];

const load = (before?: number) =>
  unwrap(api.operator.mail.$get({ query: before === undefined ? {} : { before } }));

export default operatorPage(msg`Undelivered mail`, UndeliveredMail);

interface Notice {
  tone: 'success' | 'error';
  text: string;
}

function UndeliveredMail() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { state, setState, reload, more, loadMore } = usePagedList(load, (shown, older) => ({
    ...older,
    mails: [...shown.mails, ...older.mails],
  }));
  const [sending, setSending] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The button pressed may be gone with its mail: the outcome takes the focus.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** Takes the mail off the list and shows the waiting counts as they are now. */
  const settle = async (mailId: number, gone: boolean) => {
    let waiting: Answer['waiting'] | undefined;
    try {
      waiting = (await load()).waiting;
    } catch {
      // The counts stay as they were; the outcome is shown all the same.
    }
    setState((s) =>
      s.status === 'ready'
        ? {
            status: 'ready',
            data: {
              ...s.data,
              mails: gone ? s.data.mails.filter((m) => m.id !== mailId) : s.data.mails,
              waiting: waiting ?? s.data.waiting,
            },
          }
        : s,
    );
  };

  const sendAgain = async (mail: Mail) => {
    setSending(mail.id);
    setNotice(null);
    const number = mail.id;
    const to = mail.recipient;
    let gone = true;
    let outcome: Notice;
    try {
      await unwrap(api.operator.mail[':id'].retry.$post({ param: { id: String(mail.id) } }));
      outcome = {
        tone: 'success',
        text: t`Mail #${number} to ${to} is back in the queue: Setu sends it now. If the mail server refuses it again, it is retried and may come back to this list.`,
      };
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const refusal =
        code && Object.hasOwn(REFUSALS, code) ? REFUSALS[code as MailRetryCode] : null;
      gone = code !== undefined && GONE.includes(code);
      outcome = {
        tone: 'error',
        text: refusal ? i18n._(refusal) : sharedText(i18n, (error as Error).message),
      };
    }
    await settle(mail.id, gone);
    setSending(null);
    setNotice(outcome);
  };

  const when = (iso: string) => formatDateTime(iso, locale);

  if (state.status !== 'ready') {
    return <LoadState state={state} reload={reload} loading={t`Loading the undelivered mail…`} />;
  }
  const { mails, waiting, next } = state.data;
  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-gray-700">
        <Trans>
          When the mail server refuses a mail or cannot be reached, Setu tries again several times
          over a few hours. The mails below were given up after the last try. Send one again once
          the cause is put right.
        </Trans>
      </p>

      <section aria-labelledby="mail-waiting" className="space-y-3">
        <h2 id="mail-waiting" className="text-xl font-bold text-brand-800">
          <Trans>Waiting to be sent</Trans>
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
            <dt className="font-semibold">
              <Trans>All mails waiting</Trans>
            </dt>
            <dd data-testid="mail-waiting" className="mt-2 text-4xl font-extrabold text-brand-800">
              {formatNumber(waiting.total, locale)}
            </dd>
          </div>
          <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
            <dt className="font-semibold">
              <Trans>Of these, waiting for a retry after a failed try</Trans>
            </dt>
            <dd data-testid="mail-retrying" className="mt-2 text-4xl font-extrabold text-brand-800">
              {formatNumber(waiting.retrying, locale)}
            </dd>
          </div>
        </dl>
      </section>

      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          <Alert
            tone={notice.tone}
            role={notice.tone === 'success' ? 'status' : 'alert'}
            onDismiss={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        </div>
      )}

      <section aria-labelledby="mail-given-up" className="space-y-3">
        <h2 id="mail-given-up" className="text-xl font-bold text-brand-800">
          <Trans>Given up, newest first</Trans>
        </h2>
        {mails.length === 0 ? (
          <p role="status">
            <Trans>No mail is given up: each was delivered or is still being tried.</Trans>
          </p>
        ) : (
          <ol aria-labelledby="mail-given-up" className="space-y-3">
            {mails.map((mail) => (
              <li
                key={mail.id}
                data-mail={mail.id}
                className="rounded-lg border border-gray-300 bg-white p-4"
              >
                <h3 id={`mail-${mail.id}`} className="font-semibold break-words text-brand-800">
                  {mail.subject}
                </h3>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <LogDetail
                    term={<Trans>To</Trans>}
                    className="break-words"
                    data-field="recipient"
                  >
                    {mail.recipient}
                  </LogDetail>
                  <LogDetail term={<Trans>Mail</Trans>} className="break-words">
                    #{mail.id} · <span className="font-mono">{mail.kind}</span>
                  </LogDetail>
                  <LogDetail term={<Trans>Written</Trans>}>{when(mail.createdAt)}</LogDetail>
                  <LogDetail term={<Trans>Given up</Trans>}>{when(mail.failedAt)}</LogDetail>
                  <LogDetail term={<Trans>Tries</Trans>}>
                    {formatNumber(mail.attempts, locale)}
                  </LogDetail>
                  <LogDetail
                    term={<Trans>Last error</Trans>}
                    className="font-mono break-words"
                    data-field="error"
                  >
                    {mail.lastError}
                  </LogDetail>
                </dl>
                <button
                  type="button"
                  onClick={() => void sendAgain(mail)}
                  disabled={sending !== null}
                  aria-busy={sending === mail.id || undefined}
                  aria-describedby={`mail-${mail.id}`}
                  className={`mt-3 ${secondaryButtonClass}`}
                >
                  {sending === mail.id && (
                    <span
                      aria-hidden="true"
                      className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none"
                    />
                  )}
                  {sending === mail.id ? t`Sending again…` : t`Send again`}
                </button>
              </li>
            ))}
          </ol>
        )}
        <LoadMore more={more} next={next} onLoad={loadMore} />
      </section>
    </div>
  );
}
