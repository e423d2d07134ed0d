import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';
import { TopBar } from './top-bar';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-ink">
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <ScrollToTop />
      <DocumentTitle />
      <TopBar />
      {/* The first page's chunk is in before the first render (main.tsx), and navigations are
          transitions that keep the page shown until the next one is ready: this boundary's
          empty fallback is a last resort, and it hides the footer too, so nothing moves. */}
      <Suspense>
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          <Outlet />
        </main>
        <Footer />
      </Suspense>
    </div>
  );
}
