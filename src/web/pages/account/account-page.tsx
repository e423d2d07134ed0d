import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OWN_DATA_CODES } from '../../../shared/own-data';
import { Alert } from '../../components/alert';
import { CheckboxField } from '../../components/checkbox-field';
import { PasswordField } from '../../components/password-field';
import { secondaryButtonClass } from '../../components/submit-button';
import { api, ApiError, UNREACHABLE } from '../../api';
import { loginState } from '../../login-return';
import { ACCOUNT_DELETED, DASHBOARDS, PATHS } from '../../paths';
import { useSignedInAs } from '../../session';
import { clearStoredLogin } from '../../storage';
import { saveFile } from '../../save-file';
import { useSessionGuard } from '../../use-session-guard';
import { Link } from '../../components/link';
import { OwnPage } from '../../components/own-page';
import { SmsSettingsPanel } from '../../features/sms/sms-settings';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

/** /account: download my data, delete my account (DPDP Act). For a signed-in volunteer or NGO. */
export default function AccountPage() {
  const signedInAs = useSignedInAs();
  const location = useLocation();
  // Once the account is deleted the page leaves for home; it must not send anyone to /login.
  const [deleted, setDeleted] = useState(false);
  if (!signedInAs) {
    return deleted ? null : <Navigate to={PATHS.login} replace state={loginState(location)} />;
  }
  return <Account dashboard={DASHBOARDS[signedInAs]} onDeleted={() => setDeleted(true)} />;
}

function Account({ dashboard, onDeleted }: { dashboard: string; onDeleted: () => void }) {
  const { t } = useLingui();
  return (
    <OwnPage title={<Trans>Your account and data</Trans>}>
      <p className="mt-3 leading-relaxed">
        <Trans>
          See what Setu keeps and why on the{' '}
          <Link to={PATHS.privacy} className={linkClass}>
            privacy page
          </Link>
          .{' '}
          <Link to={dashboard} className={linkClass}>
            Back to your dashboard
          </Link>
        </Trans>
      </p>
      <Task id="sms-heading" title={t`Text messages (SMS)`}>
        <SmsSettingsPanel />
      </Task>
      <Task id="download-heading" title={t`Download your data`}>
        <DownloadData />
      </Task>
      <Task id="delete-heading" title={t`Delete your account`} danger>
        <DeleteAccount onDeleted={onDeleted} />
      </Task>
    </OwnPage>
  );
}

/** One of the page's tasks under its heading; deleting, which cannot be undone, in red. */
function Task(props: { id: string; title: string; danger?: boolean; children: ReactNode }) {
  const tone = props.danger
    ? { border: 'border-red-200', heading: 'text-red-800' }
    : { border: 'border-brand-100', heading: 'text-brand-800' };
  return (
    <section
      aria-labelledby={props.id}
      className={`mt-8 rounded-2xl border ${tone.border} p-6 shadow-sm`}
    >
      <h2 id={props.id} className={`text-2xl font-bold ${tone.heading}`}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function DownloadData() {
  const { t } = useLingui();
  const guard = useSessionGuard();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      let res: Response;
      try {
        res = await api.accounts.me.export.$get();
      } catch {
        throw new ApiError(0, UNREACHABLE);
      }
      if (!res.ok) throw new ApiError(res.status, '');
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        'setu-data.json';
      saveFile(await res.blob(), name);
    } catch (caught) {
      if (guard(caught)) return;
      setError(
        caught instanceof ApiError && caught.status === 0
          ? t`Could not reach Setu. Check your connection and try again.`
          : t`Your file could not be prepared. Please try again later.`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="mt-3 leading-relaxed">
        <Trans>
          A file (JSON) with everything Setu holds about you: your account, profile, requests, the
          consent you gave at sign-up, and more. It holds your own details, so keep it safe.
        </Trans>
      </p>
      <button
        type="button"
        onClick={download}
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${secondaryButtonClass} mt-4`}
      >
        {busy ? t`Preparing your file…` : t`Download my data`}
      </button>
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const guard = useSessionGuard();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const noPassword = password === '' ? t`Enter your password to delete your account.` : undefined;
    const notConfirmed = confirmed
      ? undefined
      : t`Tick the box to confirm that you want to delete your account.`;
    setPasswordError(noPassword);
    setConfirmError(notConfirmed);
    if (noPassword) return passwordRef.current?.focus();
    if (notConfirmed) return confirmRef.current?.focus();

    setBusy(true);
    try {
      let res: Response;
      try {
        res = await api.accounts.me.delete.$post({ json: { password } });
      } catch {
        throw new ApiError(0, UNREACHABLE);
      }
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
        throw new ApiError(res.status, body.error ?? '', {}, body.code);
      }
      onDeleted();
      navigate(PATHS.home, { replace: true, state: ACCOUNT_DELETED });
      clearStoredLogin();
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.code === OWN_DATA_CODES.wrongPassword) {
        setPasswordError(t`That password is not right. Your account was not deleted.`);
        passwordRef.current?.focus();
        return;
      }
      if (caught instanceof ApiError && caught.code === OWN_DATA_CODES.demoAccount) {
        setAlert(
          t`Demo accounts cannot be deleted: everyone uses them to try Setu. Your own account can be.`,
        );
      } else if (guard(caught)) {
        return;
      } else if (caught instanceof ApiError && caught.status === 429) {
        setAlert(t`Too many tries. Please wait a few minutes and try again.`);
      } else if (caught instanceof ApiError && caught.status === 0) {
        setAlert(t`Could not reach Setu. Check your connection and try again.`);
      } else {
        setAlert(t`Your account could not be deleted. Please try again later.`);
      }
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  return (
    <>
      <p className="mt-3 leading-relaxed">
        <Trans>
          This cannot be undone. Your profile, listing, preferences and requests are deleted. Your
          pending requests are withdrawn, your partnerships end, and your partners are told by
          email.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <PasswordField
          ref={passwordRef}
          label={t`Password`}
          toggleLabel={t`Show password`}
          autoComplete="current-password"
          hint={t`Your password confirms that it is you.`}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
          error={passwordError}
          className="max-w-md"
        />
        <CheckboxField
          ref={confirmRef}
          checked={confirmed}
          onChange={(event) => {
            setConfirmed(event.target.checked);
            setConfirmError(undefined);
          }}
          error={confirmError}
          danger
          label={<Trans>I understand that my account and my data will be deleted for good.</Trans>}
        />
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          {alert && <Alert tone="error">{alert}</Alert>}
        </div>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
        >
          {busy && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
            />
          )}
          {busy ? t`Deleting your account…` : t`Delete my account`}
        </button>
      </form>
    </>
  );
}
