import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../shared/locales';
import { formatDateTime } from '../../../shared/intl-format';
import { useOfflineState } from './offline-state';

/**
 * Fixed at the bottom of every screen: that the connection is gone (and, when the page shows
 * kept answers, from when), and that a new version waits for a reload.
 */
export function OfflineNotices() {
  const { t, i18n } = useLingui();
  const { online, asOf, reload } = useOfflineState();
  if (online && !reload) return null;
  const when = asOf && formatDateTime(asOf, i18n.locale as Locale);
  return (
    <section
      aria-label={t`Connection and updates`}
      data-testid="offline-notices"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-col gap-2 p-3 sm:items-center"
    >
      {!online && (
        <div
          role="status"
          className="max-w-xl rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-800 shadow"
        >
          <p className="font-semibold">
            <Trans>You are offline.</Trans>
          </p>
          <p>
            {asOf ? (
              <Trans>This page shows what Setu last sent you, as of {when}.</Trans>
            ) : (
              <Trans>Pages you opened before can still be read.</Trans>
            )}{' '}
            <Trans>
              Saving and sending need the connection; the page refreshes itself when it is back.
            </Trans>
          </p>
        </div>
      )}
      {reload && (
        <div
          role="status"
          className="flex max-w-xl flex-wrap items-center gap-3 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900 shadow"
        >
          <p className="flex-1 font-semibold">
            <Trans>A new version of Setu is ready.</Trans>
          </p>
          <button
            type="button"
            onClick={reload}
            className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-900"
          >
            <Trans>Reload</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
