// An operator's review of one document: the file beside the volunteer's profile (name, city,
// email), then Verify, or Reject with a reason (one of the offered ones, or written). An image
// shows inline from the download route; a PDF opens from a link. Every view is audited by the
// server. Of two operators deciding at once, the second is told the first one won.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { instantInIndia } from '../../../shared/time';
import {
  documentReasonSchema,
  DOCUMENT_LIMITS,
  ID_TYPE_LABELS,
  REJECTION_REASONS,
} from '../../../shared/vetting-documents';
import { api, unwrap } from '../../api';
import { labelClass, TextAreaField } from '../../components/field';
import { Link } from '../../components/link';
import { LoadState } from '../../components/load-state';
import {
  CancelButton,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/submit-button';
import { operatorPage } from '../../features/operator/operator-layout';
import { OperatorNoticeAlert, type OperatorNotice } from '../../features/operator/operator-notice';
import { useReasonCheck } from '../../features/operator/use-reason-check';
import { documentFileUrl, type ReviewedDocument } from '../../features/vetting-documents/api-calls';
import { KIND_LABELS } from '../../features/vetting-documents/document-labels';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { useLoader } from '../../use-loader';

export default operatorPage(msg`Review a document`, ReviewDocument);

const OTHER = 'other';

function ReviewDocument() {
  const { t, i18n } = useLingui();
  const documentId = useParams().documentId ?? '';
  const { state, reload } = useLoader(
    () => unwrap(api.operator.documents[':documentId'].$get({ param: { documentId } })),
    documentId,
  );
  const [notice, setNotice] = useState<OperatorNotice | null>(null);

  const decide = async (decision: 'verify' | 'reject', reason = '') => {
    setNotice(null);
    const param = { documentId };
    try {
      if (decision === 'verify') {
        await unwrap(api.operator.documents[':documentId'].verify.$post({ param }));
        setNotice({ tone: 'success', text: t`Verified. The volunteer was emailed.` });
      } else {
        await unwrap(
          api.operator.documents[':documentId'].reject.$post({ param, json: { reason } }),
        );
        setNotice({ tone: 'success', text: t`Rejected. The volunteer was emailed the reason.` });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: sharedText(i18n, (error as Error).message) });
    }
    await reload();
  };

  return (
    <div className="space-y-4">
      <p>
        <Link to={PATHS.operatorDocuments} className="font-semibold text-brand-800 underline">
          <Trans>Back to the vetting queue</Trans>
        </Link>
      </p>
      <OperatorNoticeAlert notice={notice} className="" />
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading the document…`}
        failed={t`Could not load the document.`}
      >
        {(doc) => <Review doc={doc} onDecide={decide} />}
      </LoadState>
    </div>
  );
}

function Review({
  doc,
  onDecide,
}: {
  doc: ReviewedDocument;
  onDecide: (decision: 'verify' | 'reject', reason?: string) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const kind = i18n._(KIND_LABELS[doc.kind]);
  // The police clearance's issue day (YYYY-MM-DD), read as India's calendar day.
  const issued = doc.issueDate ? instantInIndia(doc.issueDate) : null;
  const run = async (decision: 'verify' | 'reject', reason?: string) => {
    setBusy(true);
    try {
      await onDecide(decision, reason);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="document-heading" className="min-w-0">
        <h2 id="document-heading" className="text-xl font-bold text-brand-800">
          {kind}
        </h2>
        {!doc.hasFile ? (
          <p className="mt-2">
            <Trans>The file was deleted 30 days after the review.</Trans>
          </p>
        ) : doc.contentType === 'application/pdf' ? (
          <p className="mt-2">
            <a
              href={documentFileUrl(doc.id)}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              <Trans>Open the PDF (it downloads)</Trans>
            </a>
          </p>
        ) : (
          <img
            src={documentFileUrl(doc.id)}
            alt={t`${kind} uploaded by ${doc.volunteerName}`}
            className="mt-2 max-h-[70vh] w-full rounded-lg border border-gray-300 object-contain"
          />
        )}
      </section>
      <section aria-labelledby="volunteer-heading" className="min-w-0">
        <h2 id="volunteer-heading" className="text-xl font-bold text-brand-800">
          <Trans>Volunteer</Trans>
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">
            <Trans>Name</Trans>
          </dt>
          <dd className="break-words">{doc.volunteerName}</dd>
          <dt className="font-semibold">
            <Trans>City</Trans>
          </dt>
          <dd>{sharedText(i18n, doc.city)}</dd>
          <dt className="font-semibold">
            <Trans>Email</Trans>
          </dt>
          <dd className="break-all">{doc.email}</dd>
          {doc.idType && (
            <>
              <dt className="font-semibold">
                <Trans>Type of ID</Trans>
              </dt>
              <dd>{sharedText(i18n, ID_TYPE_LABELS[doc.idType])}</dd>
            </>
          )}
          {issued && (
            <>
              <dt className="font-semibold">
                <Trans>Issue date</Trans>
              </dt>
              <dd>{formatDate(issued, locale)}</dd>
            </>
          )}
          <dt className="font-semibold">
            <Trans>Sent on</Trans>
          </dt>
          <dd>{formatDate(new Date(doc.uploadedAt), locale)}</dd>
        </dl>
        {doc.status === 'pending' ? (
          asking ? (
            <RejectForm
              busy={busy}
              onCancel={() => setAsking(false)}
              onSubmit={(r) => void run('reject', r)}
            />
          ) : (
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={primaryButtonClass}
                disabled={busy}
                onClick={() => void run('verify')}
              >
                <Trans>Verify</Trans>
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy}
                onClick={() => setAsking(true)}
              >
                <Trans>Reject</Trans>
              </button>
            </div>
          )
        ) : (
          <p className="mt-4" data-testid="decided">
            {doc.status === 'verified' ? (
              <Trans>Verified.</Trans>
            ) : (
              <Trans>Rejected: {sharedText(i18n, doc.reason)}</Trans>
            )}
          </p>
        )}
      </section>
    </div>
  );
}

function RejectForm({
  busy,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [choice, setChoice] = useState<string>(REJECTION_REASONS[0]);
  const [written, setWritten] = useState('');
  const { error, ref, submit } = useReasonCheck(documentReasonSchema, onSubmit);
  return (
    <form
      noValidate
      onSubmit={(e) => submit(e, choice === OTHER ? written : choice)}
      className="mt-4 space-y-3"
    >
      <fieldset>
        <legend className={labelClass}>
          <Trans>Why is it rejected? The volunteer reads this in the email.</Trans>
        </legend>
        <div className="space-y-2">
          {[...REJECTION_REASONS, OTHER].map((reason, i) => (
            <div key={reason} className="flex items-start gap-2">
              <input
                type="radio"
                id={`${id}-${i}`}
                name="reasonChoice"
                value={reason}
                checked={choice === reason}
                onChange={() => setChoice(reason)}
                className="mt-1 size-4"
              />
              <label htmlFor={`${id}-${i}`}>
                {reason === OTHER ? t`Another reason (write it below)` : sharedText(i18n, reason)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {choice === OTHER && (
        <TextAreaField
          ref={ref}
          label={t`The reason`}
          name="reason"
          rows={3}
          maxLength={DOCUMENT_LIMITS.reason}
          value={written}
          onChange={(e) => setWritten(e.target.value)}
          error={error}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          <Trans>Confirm rejection</Trans>
        </button>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}
