import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../paths';
import { logout } from '../session';

/** Logout: ends the server session, removes user, userType and profilePic, goes to /. */
export function LogoutButton({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await logout();
        // Logging out can unmount this button first (a page that shows it only to the signed
        // in), and a navigate from an unmounted component is dropped: the hash always goes.
        navigate(PATHS.home);
        if (window.location.hash !== `#${PATHS.home}`) window.location.hash = PATHS.home;
      }}
      className={`rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 ${className}`}
    >
      {busy ? t`Logging out…` : t`Logout`}
    </button>
  );
}
