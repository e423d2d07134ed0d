// Loaded by main.tsx only on a visit the service worker controls, so a first load carries none of
// it (docs/decisions/0049-installable-offline.md): it listens to the worker, offers a waiting new
// version, and tells when the page reads kept answers.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { messages as english } from '../../locales/en/features/offline.po';
import { messages as hindi } from '../../locales/hi/features/offline.po';
import { FROM_CACHE_MESSAGE } from './cached-answers';
import { OfflineNotices } from './offline-notices';
import { answeredFromCache, setOfflineState } from './offline-state';

// Before any screen asks for its data (main.tsx waits for this module), so no message is missed.
navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as { type?: string; date?: string | null } | null;
  if (data?.type === FROM_CACHE_MESSAGE) answeredFromCache(data.date ?? null);
});
addEventListener('offline', () => setOfflineState({ online: false }));
// Screens load their data again on their own (use-loader.ts); the kept answers' time goes.
addEventListener('online', () => setOfflineState({ online: true, asOf: null }));

const workbox = new Workbox('/sw.js');
workbox.addEventListener('waiting', () => {
  setOfflineState({
    reload: () => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    },
  });
});
void workbox.register();
// A tab left open hears of a new deployment within the hour. Offline the check fails; the next
// hour's tries again, and an unhandled rejection would only be noise in the console.
setInterval(() => workbox.update().catch(() => {}), 60 * 60 * 1000);

// Both languages' few texts are in this chunk, so a switch while offline needs no fetch.
i18n.load({ en: english, hi: hindi });
const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(
  <I18nProvider i18n={i18n}>
    <OfflineNotices />
  </I18nProvider>,
);
