import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from '../../shared/messages';
import { indiaIsoDate } from '../../shared/time';
import { PATHS, SCROLL_TO_SUCCESS, verifyPath } from '../paths';
import { Logo } from './logo';
import { SOCIAL_LINKS } from './social-icons';
import { Link } from '../components/link';

const linkClass = 'rounded text-ink underline-offset-4 hover:text-brand-700 hover:underline';

const LINKS: { to: string; label: MessageDescriptor; state?: unknown }[] = [
  { to: PATHS.home, label: msg`Home` },
  { to: PATHS.signupNgo, label: msg`NGO Registration` },
  { to: PATHS.signupVolunteer, label: msg`Volunteer Registration` },
  { to: PATHS.home, label: msg`Success Stories`, state: SCROLL_TO_SUCCESS },
  { to: PATHS.faq, label: msg`FAQ` },
  { to: PATHS.privacy, label: msg`Privacy` },
  { to: verifyPath(), label: msg`Check a certificate` },
  { to: PATHS.impact, label: msg`Setu's impact` },
];

export function Footer() {
  const { t, i18n } = useLingui();
  // India's year, like every date Setu shows, whatever the device's zone.
  const year = indiaIsoDate(new Date()).slice(0, 4);
  return (
    <footer className="border-t border-brand-100 bg-brand-50 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2
            id="footer-about"
            className="flex items-center gap-2 text-lg font-bold text-brand-800"
          >
            <Logo size={24} />
            <Trans>About Setu</Trans>
          </h2>
          <p className="mt-3 leading-relaxed">
            <Trans>
              Setu is a bridge between people who want to teach and NGOs that educate children and
              teenagers across India. Volunteers give an hour or more a week; NGOs get the help
              their students need.
            </Trans>
          </p>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="text-lg font-bold text-brand-800">
            <Trans>Follow us</Trans>
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={i18n._(link.name)}
                  title={i18n._(link.name)}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-100 bg-white text-brand-700 hover:bg-brand-100"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-brand-800">
            <Trans>Helpful links</Trans>
          </h2>
          <ul className="mt-3 space-y-2">
            {LINKS.map(({ to, label, state }) => (
              <li key={label.id}>
                <Link to={to} state={state} className={linkClass}>
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-lg font-bold text-brand-800">
            <Trans>Support</Trans>
          </h2>
          <p className="mt-3">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className={`${linkClass} break-all font-medium underline`}
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p className="mt-2">
            {/* the spec's words in English (SUPPORT_HOURS); translations say it their own way. */}
            {t`Mon-Fri 9:00am-5:00pm`}
          </p>
        </section>
      </div>
      <p className="border-t border-brand-100 px-4 py-4 text-center">
        <Trans>© {year} Setu. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
