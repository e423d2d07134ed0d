import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from './i18n/language';
import { AppRouter, preloadScreenAt } from './router';
import { startAccountLanguage } from './session';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// As a transition React renders the first page in slices, so the main thread is never blocked
// for the whole page at once; index.html's shell stays on screen until it is done.
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <AppRouter />
        </I18nProvider>
      </StrictMode>,
    ),
  );
// The first page's chunk and the reader's language come before the first render (see
// preloadScreenAt; the catalogues of the reader's language are preloaded beside this bundle by
// index.html's route-preload script). Should the chunk fail to load, the app renders anyway and
// the route's error boundary says so; should Hindi fail to load, startLanguage shows English.
// The service worker (docs/decisions/0049-installable-offline.md): a first visit registers it once
// the page has loaded; a visit it controls loads the update prompt and offline notices from its
// cache before the first screen asks for data.
const worker = navigator.serviceWorker;
const offline = worker?.controller
  ? import('./features/offline/start')
  : addEventListener('load', () => worker?.register('/sw.js'));
void Promise.allSettled([preloadScreenAt(window.location.hash), startLanguage(), offline]).then(
  () => {
    render();
    startAccountLanguage();
  },
);
