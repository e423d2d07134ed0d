import type { ReactNode } from 'react';
import { prefersReducedMotion } from '../../layout/scroll-to-top';
import { PATHS } from '../../paths';

/** The dashboard's sections a first-screen link leads to: each is an element with this id. */
export const SECTIONS = {
  email: 'email-confirmation',
  requests: 'requests',
  profile: 'matching-profile',
  verification: 'verification',
} as const;

/**
 * A link to a section further down the dashboard. The address is the dashboard's own (the hash
 * holds the route, so no #fragment): the link brings the section into view and moves focus to it.
 */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={`#${PATHS.ngoDashboard}`}
      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      onClick={(event) => {
        event.preventDefault();
        const section = document.getElementById(to);
        if (!section) return;
        section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        section.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}
