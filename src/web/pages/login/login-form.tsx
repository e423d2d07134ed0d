import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_MESSAGES, MESSAGES } from '../../../shared/messages';
import { USER_TYPES, type UserType } from '../../../shared/options';
import { api, UNREACHABLE, unwrap } from '../../api';
import { controlClass, Field, labelClass } from '../../components/field';
import { FormStatus, type Status } from '../../components/form-status';
import { loadSchemas, prefetchValidation } from '../../components/lazy-validation';
import { PasswordField } from '../../components/password-field';
import { secondaryButtonClass, SubmitButton } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { afterLogin, type LoginState } from '../../login-return';
import { storeLogin } from '../../storage';
import { accountTypeOf, loginErrorMessage } from './login-messages';
import { requestPasswordReset } from './request-reset';

export function LoginForm({
  returnState = null,
  initialUserType = null,
}: {
  /** Why the login page is shown and where to go back to (login-return.ts). */
  returnState?: LoginState | null;
  initialUserType?: UserType | null;
}) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const groupLabelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [userType, setUserType] = useState<UserType | null>(initialUserType);
  /** After the right password with the wrong role: the role the account has. */
  const [accountType, setAccountType] = useState<UserType | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState<'login' | 'reset' | null>(null);
  /** Forgot Password was pressed with no email: the field says what it is wanted for. */
  const [askingEmail, setAskingEmail] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const statusId = useId();

  // With the account's role now chosen, Login is the next step: focus it once it is enabled.
  useEffect(() => {
    if (accountType && busy === null) {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [accountType, busy]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAskingEmail(false);
    if (!userType || !email.trim() || !password) {
      setStatus({ tone: 'error', text: MESSAGES.loginMissing });
      return;
    }
    setBusy('login');
    let parsed;
    try {
      parsed = (await loadSchemas()).loginSchema.safeParse({ userType, email, password });
    } catch {
      setStatus({ tone: 'error', text: UNREACHABLE });
      setBusy(null);
      return;
    }
    if (!parsed.success) {
      setBusy(null);
      setStatus({ tone: 'error', text: MESSAGES.invalidCredentials });
      return;
    }
    setStatus(null);
    setAccountType(null);
    try {
      const answer = await unwrap(api.accounts.login.$post({ json: parsed.data }));
      storeLogin(answer.user, answer.userType);
      // Back to where the person was (e.g. Connect on /volunteer-matching), else the dashboard.
      const next = afterLogin(returnState, answer.userType);
      navigate(next.path, next.state ? { state: next.state } : undefined);
    } catch (error) {
      setStatus({ tone: 'error', text: loginErrorMessage(error) });
      const hinted = accountTypeOf(error);
      if (hinted) {
        setUserType(hinted);
        setAccountType(hinted);
      }
      setBusy(null);
    }
  };

  const onForgot = async () => {
    if (busy) return;
    setAccountType(null);
    if (!email.trim()) {
      // Not a failure: the reset needs the address first. Ask for it where it is typed.
      setStatus({ tone: 'info', text: MESSAGES.resetMissingEmail });
      setAskingEmail(true);
      emailRef.current?.focus();
      return;
    }
    setStatus(null);
    setAskingEmail(false);
    setBusy('reset');
    setStatus(await requestPasswordReset(email));
    setBusy(null);
  };

  // Statuses hold the English text (a spec message or the server's); shown in the reader's language.
  const shown = status && { ...status, text: sharedText(i18n, status.text) };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetchValidation}
      className="space-y-5"
    >
      <div role="group" aria-labelledby={groupLabelId}>
        <span id={groupLabelId} className={labelClass}>
          <Trans>I am logging in as</Trans>
        </span>
        <div className="grid grid-cols-2 gap-2">
          {USER_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={userType === type}
              onClick={() => setUserType(type)}
              className="rounded-lg border-2 border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {sharedText(i18n, type)}
            </button>
          ))}
        </div>
      </div>
      <Field label={t`Email`}>
        {(c) => (
          <input
            {...c}
            ref={emailRef}
            aria-describedby={
              askingEmail
                ? [c['aria-describedby'], statusId].filter(Boolean).join(' ')
                : c['aria-describedby']
            }
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <PasswordField
        label={t`Password`}
        toggleLabel={t`Show password`}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormStatus id={statusId} status={shown}>
        {accountType && (
          <p className="font-medium text-brand-800">
            {sharedText(i18n, LOGIN_MESSAGES.accountType(accountType))}
          </p>
        )}
      </FormStatus>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          onClick={onForgot}
          aria-disabled={busy !== null || undefined}
          aria-busy={busy === 'reset' || undefined}
          className={`${secondaryButtonClass} border-transparent underline`}
        >
          {busy === 'reset' ? t`Sending…` : t`Forgot Password?`}
        </button>
        <SubmitButton busy={busy === 'login'} busyText={t`Logging in…`}>
          <Trans>Login</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
