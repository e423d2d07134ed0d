import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { NavLink } from '../../components/link';
import { EmailConfirmationBanner } from '../email-confirmation/email-confirmation-banner';
import { RequireRole } from '../../components/require-role';
import { PATHS, VOLUNTEER_SECTIONS, type VolunteerSection } from '../../paths';

/**
 * The volunteer dashboard's frame, the same on every section: its heading, the email banner, and
 * the sections' navigation. Links in a nav landmark, the shown one marked aria-current="page"
 * (NavLink does it): each section is its own address, so the back button and a shared link work
 * as on any page, and no tab widget is needed (WAI-ARIA's tabs would be one page).
 */
export function VolunteerSections({
  section,
  children,
}: {
  section: VolunteerSection;
  children: ReactNode;
}) {
  // The guard outermost, with no hook above it: a re-render of what it guards (a catalogue
  // loading for the next screen, the page's data) never runs its check again after the stored
  // user type changed elsewhere, which would send the reader to /login from a page they left.
  return (
    <RequireRole role="Volunteer">
      <Frame section={section}>{children}</Frame>
    </RequireRole>
  );
}

/** A section's screen: the frame around `Content`, which renders only for a volunteer. */
export function volunteerSection(section: VolunteerSection, Content: ComponentType) {
  return function VolunteerSectionPage() {
    return (
      <VolunteerSections section={section}>
        <Content />
      </VolunteerSections>
    );
  };
}

function Frame({ section, children }: { section: VolunteerSection; children: ReactNode }) {
  const { t } = useLingui();
  const labels: Record<VolunteerSection, string> = {
    volunteerDashboard: t`Overview`,
    volunteerSessions: t`Sessions`,
    volunteerRequests: t`Requests`,
    volunteerPreferences: t`Preferences`,
    volunteerCertificates: t`Certificates`,
    volunteerChecks: t`Checks`,
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-section={section}>
      <h1 className="text-3xl font-extrabold text-brand-800">{t`Volunteer Dashboard`}</h1>
      <nav aria-label={t`Dashboard sections`} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {VOLUNTEER_SECTIONS.map((name) => (
            <li key={name}>
              <NavLink
                to={PATHS[name]}
                // The overview's address starts every section's: only its own is "current".
                end
                className={({ isActive }) =>
                  `inline-block rounded-full border px-4 py-2 font-semibold underline-offset-4 hover:underline ${
                    isActive
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-brand-600 bg-white text-brand-800'
                  }`
                }
              >
                {labels[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <EmailConfirmationBanner role="Volunteer" className="mt-6" />
      {children}
    </div>
  );
}
