import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '../paths';

/** Gives every route its own document title (WCAG 2.4.2), from the route registry. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);
  return null;
}
