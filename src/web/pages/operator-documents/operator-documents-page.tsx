// The operators' vetting queue: volunteers' IDs and police clearance certificates waiting for
// review, oldest first, each with a link to its review screen (/operator/documents/:documentId).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { api, unwrap } from '../../api';
import { Link } from '../../components/link';
import { LoadState } from '../../components/load-state';
import { operatorPage } from '../../features/operator/operator-layout';
import { KIND_LABELS } from '../../features/vetting-documents/document-labels';
import { sharedText } from '../../i18n/shared-text';
import { operatorDocumentPath } from '../../paths';
import { useLoader } from '../../use-loader';

export default operatorPage(msg`Vetting queue`, VettingQueue);

const fetchQueue = async () => (await unwrap(api.operator.documents.$get())).documents;

function VettingQueue() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { state, reload } = useLoader(fetchQueue);
  return (
    <div className="space-y-4">
      <p className="text-gray-700">
        <Trans>
          Volunteers’ identity documents and police clearance certificates waiting for review,
          oldest first. Reject an Aadhaar whose number is not masked.
        </Trans>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading the vetting queue…`}
        failed={t`Could not load the vetting queue.`}
      />
      {state.status === 'ready' && state.data.length === 0 && (
        <p data-testid="no-documents">
          <Trans>No document is waiting for review.</Trans>
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="space-y-3" aria-label={t`Documents waiting for review`}>
          {state.data.map((doc) => {
            const sent = formatDate(new Date(doc.uploadedAt), locale);
            const city = sharedText(i18n, doc.city);
            return (
              <li
                key={doc.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="break-words text-lg font-bold text-brand-800">
                    {doc.volunteerName}
                  </p>
                  <p className="text-sm text-gray-700">
                    {i18n._(KIND_LABELS[doc.kind])} ·{' '}
                    <Trans>
                      {city} · sent on {sent}
                    </Trans>
                  </p>
                </div>
                <Link
                  to={operatorDocumentPath(doc.id)}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  <Trans>Review</Trans>
                  <span className="sr-only">
                    {' '}
                    {i18n._(KIND_LABELS[doc.kind])}, {doc.volunteerName}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
