// #/operator/sign-in: an operator's password, then the authenticator app: set up at the first
// sign-in (QR code and key, confirmed by a first code, then ten recovery codes shown once), a
// 6-digit code (or a recovery code) every later time. Then the operator home page.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OPERATOR_CODES } from '../../../shared/operators';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { controlClass, labelClass } from '../../components/field';
import {
  SubmitButton,
  secondaryButtonClass,
  primaryButtonClass,
} from '../../components/submit-button';
import type { OperatorSignInState } from '../../features/operator/operator-layout';
import { storeOperatorSignedIn } from '../../features/operator/operator-session';
import { PATHS } from '../../paths';
import { saveFile } from '../../save-file';
import { sendSecondFactor, signInWithPassword, whereSignInStands } from './api-calls';
import { QrCode } from './qr-code';

type Step =
  | { name: 'checking' }
  | { name: 'password' }
  | { name: 'setup'; secret: string; uri: string }
  | { name: 'verify' }
  | { name: 'codes'; codes: string[] };

/** The key in groups of four, easier to type; spaces are ignored by the apps. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export default function OperatorSignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const arrived = (location.state ?? {}) as OperatorSignInState;
  const [step, setStep] = useState<Step>({ name: 'checking' });
  const [notice, setNotice] = useState<'idle' | 'signed-out' | 'again' | null>(
    arrived.idle ? 'idle' : arrived.signedOut ? 'signed-out' : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    let current = true;
    whereSignInStands()
      .then((found) => {
        if (!current) return;
        if (found.stage === 'signed-in') {
          storeOperatorSignedIn(true);
          navigate(PATHS.operator, { replace: true });
          return;
        }
        if (found.stage === 'none' && 'code' in found && found.code === OPERATOR_CODES.idle) {
          setNotice('idle');
        }
        if (found.stage === 'none') storeOperatorSignedIn(false);
        setStep(
          found.stage === 'verify'
            ? { name: 'verify' }
            : // A reload during the set-up: the same key, kept by the server until confirmed.
              found.stage === 'setup'
              ? { name: 'setup', secret: found.secret, uri: found.uri }
              : { name: 'password' },
        );
      })
      .catch(() => {
        if (current) setStep({ name: 'password' });
      });
    return () => {
      current = false;
    };
  }, [navigate]);

  // Each new step takes focus at its heading, so a screen reader starts reading there.
  useEffect(() => {
    if (step.name === 'checking') return;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step.name]);

  const done = () => {
    storeOperatorSignedIn(true);
    navigate(PATHS.operator, { replace: true });
  };

  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">
        <Trans>Operator sign-in</Trans>
      </h1>
      <div className="mt-6 space-y-6">
        {notice && step.name !== 'codes' && (
          <Alert tone="info">
            {notice === 'idle' ? (
              <Trans>You were signed out after 12 hours without use. Please sign in again.</Trans>
            ) : notice === 'signed-out' ? (
              <Trans>You are signed out.</Trans>
            ) : (
              <Trans>Your sign-in has ended. Please sign in again.</Trans>
            )}
          </Alert>
        )}
        {step.name === 'checking' && (
          <p role="status" className="text-gray-700">
            <Trans>Checking your sign-in…</Trans>
          </p>
        )}
        {step.name === 'password' && (
          <PasswordStep
            headingRef={headingRef}
            onDone={(answer) => {
              setNotice(null);
              setStep(
                answer.stage === 'setup' && answer.secret && answer.uri
                  ? { name: 'setup', secret: answer.secret, uri: answer.uri }
                  : { name: 'verify' },
              );
            }}
          />
        )}
        {step.name === 'setup' && (
          <>
            <div className="space-y-4">
              <h2
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-bold text-brand-800 outline-none"
              >
                <Trans>Set up your authenticator app</Trans>
              </h2>
              <p>
                <Trans>
                  Operators sign in with a code from an authenticator app on their phone as well as
                  the password. Open the app (for example Google Authenticator, Microsoft
                  Authenticator or FreeOTP), add an account, and scan this QR code.
                </Trans>
              </p>
              <QrCode uri={step.uri} />
              <p>
                <Trans>Cannot scan? Type this key into the app instead:</Trans>
              </p>
              <p>
                <code
                  id="operator-totp-secret"
                  className="inline-block rounded bg-gray-100 px-2 py-1 font-mono text-lg break-all"
                >
                  {grouped(step.secret)}
                </code>
              </p>
            </div>
            <CodeStep
              setup
              onDone={(codes) => setStep({ name: 'codes', codes })}
              onSignedOut={() => {
                setNotice('again');
                setStep({ name: 'password' });
              }}
            />
          </>
        )}
        {step.name === 'verify' && (
          <>
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-bold text-brand-800 outline-none"
            >
              <Trans>Enter the code from your authenticator app</Trans>
            </h2>
            <CodeStep
              setup={false}
              onDone={done}
              onSignedOut={() => {
                setNotice('again');
                setStep({ name: 'password' });
              }}
            />
          </>
        )}
        {step.name === 'codes' && (
          <div className="space-y-4">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-bold text-brand-800 outline-none"
            >
              <Trans>Your recovery codes</Trans>
            </h2>
            <p>
              <Trans>
                Each code lets you sign in once without your phone. Save them somewhere safe now,
                for example in a password manager: they are not shown again.
              </Trans>
            </p>
            <ul
              id="operator-recovery-codes"
              aria-label={t`Recovery codes`}
              className="grid grid-cols-2 gap-2 rounded-lg border border-gray-300 bg-gray-50 p-4 font-mono text-lg"
            >
              {step.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <RecoveryCodeActions codes={step.codes} />
            <button
              id="operator-codes-saved"
              type="button"
              onClick={done}
              className={primaryButtonClass}
            >
              <Trans>I have saved these codes</Trans>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

/** Copy and download, so the codes reach a password manager or a file without retyping. */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const { t } = useLingui();
  const [status, setStatus] = useState('');
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t`The recovery codes are copied.`);
    } catch {
      setStatus(t`Could not copy. Select the codes and copy them, or download them.`);
    }
  };

  const download = () => {
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'setu-recovery-codes.txt');
    setStatus(t`The recovery codes are downloaded as setu-recovery-codes.txt.`);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        <button
          id="operator-codes-copy"
          type="button"
          onClick={() => void copy()}
          className={secondaryButtonClass}
        >
          <Trans>Copy the codes</Trans>
        </button>
        <button
          id="operator-codes-download"
          type="button"
          onClick={download}
          className={secondaryButtonClass}
        >
          <Trans>Download as a text file</Trans>
        </button>
      </div>
      <p id="operator-codes-status" role="status" className="min-h-6 text-sm text-gray-800">
        {status}
      </p>
    </div>
  );
}

function useErrorText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t`Something went wrong. Please try again.`;
    if (error.status === 0) return t`Could not reach Setu. Check your connection and try again.`;
    if (error.status === 429) return t`Too many attempts. Please wait 15 minutes and try again.`;
    return t`Something went wrong. Please try again.`;
  };
}

function PasswordStep({
  onDone,
  headingRef,
}: {
  onDone: (answer: { stage: string; secret?: string; uri?: string }) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      email: email.trim() ? undefined : t`Enter your email.`,
      password: password ? undefined : t`Enter your password.`,
    };
    setFieldErrors(problems);
    setError(null);
    if (problems.email) return emailRef.current?.focus();
    if (problems.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      onDone(await signInWithPassword(email.trim(), password));
    } catch (caught) {
      setBusy(false);
      setError(
        caught instanceof ApiError && caught.status === 401
          ? t`The email or password is not right.`
          : errorText(caught),
      );
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  return (
    <form
      id="operator-password-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
    >
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        <Trans>Email and password</Trans>
      </h2>
      {error && (
        <div ref={errorRef} tabIndex={-1} className="outline-none">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <SignInField
        ref={emailRef}
        id="operator-email"
        label={<Trans>Email</Trans>}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
      />
      <SignInField
        ref={passwordRef}
        id="operator-password"
        label={<Trans>Password</Trans>}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
      />
      <SubmitButton busy={busy} busyText={t`Signing in…`}>
        <Trans>Sign in</Trans>
      </SubmitButton>
    </form>
  );
}

function CodeStep({
  setup,
  onDone,
  onSignedOut,
}: {
  /** The first code, confirming a new set-up: answers with the recovery codes. */
  setup: boolean;
  onDone: (recoveryCodes: string[]) => void;
  onSignedOut: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = recovery ? 'operator-recovery-code' : 'operator-code';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    const wellFormed = recovery
      ? /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(typed)
      : /^\d{3}\s?\d{3}$/.test(typed);
    if (!wellFormed) {
      setError(
        recovery
          ? t`A recovery code looks like abcde-12345.`
          : t`Enter the 6 digits the app shows.`,
      );
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await sendSecondFactor(recovery ? { recoveryCode: typed } : { code: typed });
      onDone((answer as { recoveryCodes?: string[] }).recoveryCodes ?? []);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.status === 401) {
        onSignedOut();
        return;
      }
      setError(
        caught instanceof ApiError && caught.status === 400
          ? recovery
            ? t`That recovery code is not right, or it was used before.`
            : t`That code is not right. Check the time on your phone and try again.`
          : errorText(caught),
      );
      inputRef.current?.focus();
    }
  };

  return (
    <form id="operator-code-form" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <SignInField
        ref={inputRef}
        key={id}
        id={id}
        label={recovery ? <Trans>Recovery code</Trans> : <Trans>6-digit code from the app</Trans>}
        type="text"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        errorRole="alert"
        className={`${controlClass} max-w-xs font-mono text-lg`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} busyText={t`Checking…`}>
          {setup ? <Trans>Confirm</Trans> : <Trans>Continue</Trans>}
        </SubmitButton>
        {!setup && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setRecovery((r) => !r);
              setValue('');
              setError(null);
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            {recovery ? <Trans>Use a code from the app</Trans> : <Trans>Use a recovery code</Trans>}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * A labelled input of the sign-in steps, with its error under it. The ids are fixed: the sign-in
 * tests (tests/support/operators-e2e.ts) find the inputs by them.
 */
function SignInField({
  id,
  label,
  error,
  errorRole,
  className = controlClass,
  ...input
}: {
  id: string;
  label: ReactNode;
  error: string | null | undefined;
  errorRole?: 'alert';
  className?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={className}
      />
      {error && (
        <p id={errorId} role={errorRole} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
