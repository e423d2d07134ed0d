import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SCROLL_TO_SUCCESS } from '../paths';

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Every page opens at the top: smoothly, unless the user prefers reduced motion. Keyed on the
 * location key, so a click on the link of the page already shown also goes back to the top.
 * A link carrying the success-stories hint is left to the home page, which scrolls to them.
 */
export function ScrollToTop() {
  const { key, state } = useLocation();
  useEffect(() => {
    if (state === SCROLL_TO_SUCCESS) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [key, state]);
  return null;
}
