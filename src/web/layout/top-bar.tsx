import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogoutButton } from '../components/logout-button';
import { DASHBOARDS, PATHS, SCROLL_TO_SUCCESS } from '../paths';
import { useSignedInAs } from '../session';
import { Logo } from './logo';

const linkClass =
  'block rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-700';
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${linkClass} ${isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : ''}`;

/**
 * The spec's fixed top bar; below 768 px its links fold into a menu over a backdrop. Visitors
 * get the spec's Login button; a signed-in user gets their dashboard and Logout instead.
 */
export function TopBar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const signedInAs = useSignedInAs();

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
          className="fixed inset-0 z-30 bg-black/40 md:hidden"
        />
      )}
      <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
        <nav
          aria-label="Main"
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
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={() => setOpen((value) => !value)}
          >
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
          <div
            id={menuId}
            className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-16 border-b border-brand-100 bg-white px-4 pb-4 shadow-lg md:static md:flex md:items-center md:gap-1 md:border-0 md:p-0 md:shadow-none`}
          >
            <ul className="md:flex md:items-center md:gap-1">
              <li>
                <NavLink to={PATHS.home} end className={navLinkClass}>
                  Home
                </NavLink>
              </li>
              <li>
                <NavLink to={PATHS.ngoList} className={navLinkClass}>
                  NGOs
                </NavLink>
              </li>
              <li>
                <Link to={PATHS.home} state={SCROLL_TO_SUCCESS} className={linkClass}>
                  Success Stories
                </Link>
              </li>
              <li>
                <NavLink to={PATHS.contact} className={navLinkClass}>
                  Contact Us
                </NavLink>
              </li>
              <li>
                <NavLink to={PATHS.faq} className={navLinkClass}>
                  FAQs
                </NavLink>
              </li>
            </ul>
            {signedInAs ? (
              <div className="mt-2 flex flex-col gap-2 md:mt-0 md:ml-3 md:flex-row md:items-center">
                <NavLink to={DASHBOARDS[signedInAs]} className={navLinkClass}>
                  Dashboard
                </NavLink>
                <LogoutButton />
              </div>
            ) : (
              <Link
                to={PATHS.login}
                className="mt-2 block rounded-lg bg-brand-700 px-5 py-2 text-center font-semibold text-white hover:bg-brand-800 md:mt-0 md:ml-3"
              >
                Login
              </Link>
            )}
          </div>
        </nav>
      </header>
    </>
  );
}
