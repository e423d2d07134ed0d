// /checks/documents: the volunteer's identity document and police clearance certificate. Each
// shows where its check stands (not sent, waiting for review, verified, rejected with the
// reason, expired) and what to do next, with the form to upload one. Setu never stores an ID
// number; the page says so before anything is chosen.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { lastValidDay } from '../../../shared/vetting-documents';
import { Alert } from '../../components/alert';
import { LoadState } from '../../components/load-state';
import { OwnPage } from '../../components/own-page';
import { screenFor } from '../../components/require-role';
import { Link } from '../../components/link';
import {
  fetchMyDocuments,
  type DocumentCheck,
  type MyDocuments,
} from '../../features/vetting-documents/api-calls';
import { KIND_LABELS, STATE_LABELS } from '../../features/vetting-documents/document-labels';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { useLoader } from '../../use-loader';
import { IdentityForm, PoliceClearanceForm } from './upload-forms';

export default screenFor('Volunteer', ChecksDocumentsPage);

function ChecksDocumentsPage() {
  const { t } = useLingui();
  const { state, set } = useLoader(fetchMyDocuments);
  return (
    <OwnPage title={<Trans>Your ID and police clearance</Trans>}>
      <p className="mt-3 leading-relaxed">
        <Trans>
          Before you meet children, Setu checks who you are, and a police clearance certificate when
          an NGO asks for one. Upload a photo or scan; an operator of Setu reviews it and you get an
          email.
        </Trans>
      </p>
      <div className="mt-4">
        <Alert tone="info" role="status">
          <Trans>
            Setu never stores your ID number. Only operators of Setu see the document, and its file
            is deleted 30 days after the review.
          </Trans>{' '}
          <Link to={PATHS.privacy} className="font-semibold underline underline-offset-4">
            <Trans>Read the privacy page</Trans>
          </Link>
        </Alert>
      </div>
      <LoadState
        className="mt-6"
        state={state}
        loading={t`Loading your checks…`}
        failed={t`Could not load your checks.`}
      >
        {(documents) =>
          documents.checks.map((check) => (
            <CheckSection key={check.kind} check={check} onUploaded={set} />
          ))
        }
      </LoadState>
    </OwnPage>
  );
}

function CheckSection({
  check,
  onUploaded,
}: {
  check: DocumentCheck;
  onUploaded: (answer: MyDocuments) => void;
}) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const locale = i18n.locale as Locale;
  const latest = check.latest;
  const day = (iso: string) => formatDate(new Date(iso), locale);
  const until = check.validUntil
    ? formatDate(lastValidDay(new Date(check.validUntil)), locale)
    : '';
  const renewal = check.state === 'valid' && latest?.status === 'pending';
  const showForm = !(check.kind === 'identity' && check.state === 'valid');
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-2xl border border-brand-100 p-6 shadow-sm"
      data-testid={`check-${check.kind}`}
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-800">
        {i18n._(KIND_LABELS[check.kind])}
      </h2>
      <p className="mt-2">
        <span className="font-semibold">
          <Trans>State:</Trans>
        </span>{' '}
        <span data-testid="check-state">{i18n._(STATE_LABELS[check.state])}</span>
      </p>
      <div className="mt-2 space-y-2 leading-relaxed">
        {check.state === 'missing' && (
          <p>
            {check.kind === 'identity'
              ? t`Upload a photo or scan of one ID: PAN card, passport, voter ID, driving licence, or the masked Aadhaar (with the first 8 digits hidden) that you can download from UIDAI.`
              : t`If an NGO you want to teach with asks for one, upload your police clearance certificate. It counts for 12 months from its issue date.`}
          </p>
        )}
        {check.state === 'pending' && latest && (
          <p>
            <Trans>
              Sent on {day(latest.uploadedAt)}. An operator reviews it soon and you get an email.
              You can still send a better one below: it replaces this one.
            </Trans>
          </p>
        )}
        {check.state === 'valid' && (
          <p>
            {check.kind === 'identity' ? (
              <Trans>Your ID is checked. There is nothing more to do.</Trans>
            ) : (
              <Trans>
                Valid until {until}. Setu emails you 30 and 7 days before it ends: upload a new one
                in time.
              </Trans>
            )}
          </p>
        )}
        {renewal && latest && (
          <p>
            <Trans>
              Your new certificate, sent on {day(latest.uploadedAt)}, is waiting for review.
            </Trans>
          </p>
        )}
        {check.state === 'rejected' && latest && (
          <>
            <p>
              <Trans>Setu could not accept the document you sent. The reason:</Trans>
            </p>
            <p className="rounded-lg bg-red-50 px-3 py-2 text-red-900">
              {sharedText(i18n, latest.reason)}
            </p>
            <p>
              <Trans>Upload a new one below.</Trans>
            </p>
          </>
        )}
        {check.state === 'expired' && (
          <p>
            <Trans>
              Your police clearance certificate has expired. Apply for a new one and upload it
              below.
            </Trans>
          </p>
        )}
      </div>
      {showForm &&
        (check.kind === 'identity' ? (
          <IdentityForm onUploaded={onUploaded} />
        ) : (
          <PoliceClearanceForm onUploaded={onUploaded} />
        ))}
    </section>
  );
}
