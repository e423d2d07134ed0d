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
        Skip to content
      </a>
      <ScrollToTop />
      <DocumentTitle />
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
