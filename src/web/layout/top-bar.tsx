import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LogoutButton } from '../components/logout-button';
import { useOperatorSignedIn, useSignOutOperator } from '../features/operator/operator-session';
import { DASHBOARDS, PAGES_WITH_LOGOUT, PATHS, routeNameOf, SCROLL_TO_SUCCESS } from '../paths';
import { LanguageSwitch } from '../i18n/language-switch';
import { useSignedInAs } from '../session';
import { Logo } from './logo';
import { LineIcon } from '../components/line-icon';
import { Link, NavLink } from '../components/link';

const linkClass =
  'block rounded-md px-3 py-2 font-medium whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-700';
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${linkClass} ${isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : ''}`;

/** The spec's links; Success Stories is a part of Home, so it is never the page shown. */
const LINKS: { to: string; label: MessageDescriptor; end?: boolean; state?: unknown }[] = [
  { to: PATHS.home, label: msg`Home`, end: true },
  { to: PATHS.ngoList, label: msg`NGOs` },
  { to: PATHS.home, label: msg`Success Stories`, state: SCROLL_TO_SUCCESS },
  { to: PATHS.contact, label: msg`Contact Us` },
  { to: PATHS.faq, label: msg`FAQs` },
];

/**
 * The spec's fixed top bar; below 1024 px its links fold into a menu over a backdrop (the links,
 * Login and the language switch need that width, in Hindi as in English). Visitors get the
 * spec's Login button; a signed-in user gets their dashboard and Logout instead, except where
 * the page shows its own Logout (PAGES_WITH_LOGOUT).
 */
export function TopBar() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const signedInAs = useSignedInAs();
  const operatorSignedIn = useOperatorSignedIn();
  const signOutOperator = useSignOutOperator();
  const route = routeNameOf(location.pathname);
  const pageHasLogout = route !== null && PAGES_WITH_LOGOUT.includes(route);

  const closeMenu = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Any navigation closes the menu, including a click on the link of the page already shown
  // (a new key) and an address typed by hand (a new path; such entries all share one key).
  useEffect(() => setOpen(false), [location.key, location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {open && (
        // A tap anywhere outside the open menu closes it; Escape does the same from the keyboard.
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          onClick={closeMenu}
          className="fixed inset-0 z-30 bg-black/40 lg:hidden"
        />
      )}
      <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
        <nav
          aria-label={t({
            message: 'Main',
            comment: 'Name of the top navigation, read by screen readers',
          })}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4"
        >
          <Link
            to={PATHS.home}
            className="flex items-center gap-2 rounded-md text-2xl font-extrabold text-brand-700"
          >
            <Logo />
            Setu
          </Link>
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={t`Menu`}
            onClick={() => setOpen((value) => !value)}
          >
            <LineIcon size={24}>
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </LineIcon>
          </button>
          <div
            id={menuId}
            className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-16 border-b border-brand-100 bg-white px-4 pb-4 shadow-lg lg:static lg:flex lg:items-center lg:gap-1 lg:border-0 lg:p-0 lg:shadow-none`}
            // A tapped link closes the menu at once, before its page has loaded; the language
            // switch (buttons) leaves it open, so the person sees the menu change language.
            onClick={(event) => {
              if ((event.target as Element).closest('a')) setOpen(false);
            }}
          >
            <ul className="lg:flex lg:items-center lg:gap-1">
              {LINKS.map(({ to, label, end, state }) => (
                <li key={label.id}>
                  {state ? (
                    <Link to={to} state={state} className={linkClass}>
                      {i18n._(label)}
                    </Link>
                  ) : (
                    <NavLink to={to} end={end} className={navLinkClass}>
                      {i18n._(label)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
            {operatorSignedIn && !signedInAs ? (
              <div className="mt-2 flex flex-col gap-2 lg:mt-0 lg:ml-3 lg:flex-row lg:items-center">
                <NavLink to={PATHS.operator} className={navLinkClass}>
                  <Trans>Operator</Trans>
                </NavLink>
                <button
                  type="button"
                  onClick={signOutOperator}
                  className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <Trans>Sign out</Trans>
                </button>
              </div>
            ) : signedInAs ? (
              <div className="mt-2 flex flex-col gap-2 lg:mt-0 lg:ml-3 lg:flex-row lg:items-center">
                <NavLink to={DASHBOARDS[signedInAs]} className={navLinkClass}>
                  <Trans>Dashboard</Trans>
                </NavLink>
                {!pageHasLogout && <LogoutButton />}
              </div>
            ) : (
              <Link
                to={PATHS.login}
                className="mt-2 block rounded-lg bg-brand-700 px-5 py-2 text-center font-semibold text-white hover:bg-brand-800 lg:mt-0 lg:ml-3"
              >
                <Trans>Login</Trans>
              </Link>
            )}
            <LanguageSwitch className="mt-3 lg:mt-0 lg:ml-3" />
          </div>
        </nav>
      </header>
    </>
  );
}
