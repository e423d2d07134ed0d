import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../shared/messages';
import { PATHS, SCROLL_TO_SUCCESS } from '../paths';
import { Logo } from './logo';
import { SOCIAL_LINKS } from './social-icons';

const linkClass = 'rounded text-ink underline-offset-4 hover:text-brand-700 hover:underline';

export function Footer() {
  return (
    <footer className="border-t border-brand-100 bg-brand-50 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2
            id="footer-about"
            className="flex items-center gap-2 text-lg font-bold text-brand-800"
          >
            <Logo size={24} />
            About Setu
          </h2>
          <p className="mt-3 leading-relaxed">
            Setu is a bridge between people who want to teach and NGOs that educate children and
            teenagers across India. Volunteers give an hour or more a week; NGOs get the help their
            students need.
          </p>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="text-lg font-bold text-brand-800">
            Follow us
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.name}
                  title={link.name}
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
            Helpful links
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={PATHS.home} className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <Link to={PATHS.signupNgo} className={linkClass}>
                NGO Registration
              </Link>
            </li>
            <li>
              <Link to={PATHS.signupVolunteer} className={linkClass}>
                Volunteer Registration
              </Link>
            </li>
            <li>
              <Link to={PATHS.home} state={SCROLL_TO_SUCCESS} className={linkClass}>
                Success Stories
              </Link>
            </li>
            <li>
              <Link to={PATHS.faq} className={linkClass}>
                FAQ
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-lg font-bold text-brand-800">
            Support
          </h2>
          <p className="mt-3">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className={`${linkClass} break-all font-medium underline`}
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p className="mt-2">{SUPPORT_HOURS}</p>
        </section>
      </div>
      <p className="border-t border-brand-100 px-4 py-4 text-center">
        © {new Date().getFullYear()} Setu. All rights reserved.
      </p>
    </footer>
  );
}
