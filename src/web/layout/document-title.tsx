import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '../page-titles';

/** Gives every route its own document title (WCAG 2.4.2), from the route registry. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = documentTitle(pathname, i18n);
  }, [pathname, i18n, i18n.locale]);
  return null;
}
