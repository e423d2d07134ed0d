import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SUSPENSION_REASON_MAX, suspensionReasonSchema } from '../../../shared/suspension';
import { api, unwrap } from '../../api';
import { controlClass, describedBy, labelClass } from '../../components/field';
import {
  CancelButton,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import type { OperatorNotice } from './operator-notice';

export type AccountAction = 'suspend' | 'reinstate';

/**
 * Suspends or reinstates an account with the operator's reason (the same API, emails and audit
 * row from the accounts screen and from a report) and answers what the page's notice says.
 */
export function useAccountAction() {
  const { i18n, t } = useLingui();
  return async (
    account: { uid: string; name: string },
    action: AccountAction,
    reason: string,
  ): Promise<OperatorNotice> => {
    const name = account.name;
    const request = { param: { uid: account.uid }, json: { reason } };
    try {
      if (action === 'suspend') {
        await unwrap(api.operator.accounts[':uid'].suspend.$post(request));
        return {
          tone: 'success',
          text: t`${name} is suspended. Their sessions ended and they were emailed the reason.`,
        };
      }
      await unwrap(api.operator.accounts[':uid'].reinstate.$post(request));
      return { tone: 'success', text: t`${name} is reinstated and was emailed.` };
    } catch (error) {
      return { tone: 'error', text: sharedText(i18n, (error as Error).message) };
    }
  };
}

/**
 * The button that opens the reason form for suspending or reinstating `name`, and that form:
 * the reason is required (the account is emailed it), focused when the form opens, and Cancel
 * brings the focus back to the button. `onConfirm` runs the action; the page's notice then says
 * what happened and takes the focus.
 */
export function AccountActionForm({
  action,
  name,
  opener,
  openerClassName,
  onConfirm,
}: {
  action: AccountAction;
  name: string;
  /** The opening button's text. */
  opener: ReactNode;
  /** Its margins on the page. */
  openerClassName: string;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const suspend = action === 'suspend';

  useEffect(() => {
    if (open) reasonRef.current?.focus();
  }, [open]);

  const reset = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };

  const close = () => {
    reset();
    // Back to the button that opened the form.
    setTimeout(() => toggleRef.current?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!suspensionReasonSchema.safeParse({ reason }).success) {
      setError(t`Please give a reason.`);
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    await onConfirm(reason.trim());
    setBusy(false);
    reset();
  };

  if (!open) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className={`${openerClassName} ${secondaryButtonClass}`}
        onClick={() => setOpen(true)}
      >
        {opener}
      </button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <label htmlFor={`${id}-reason`} className={labelClass}>
        {suspend ? (
          <Trans>Why suspend {name}? (required)</Trans>
        ) : (
          <Trans>Why reinstate {name}? (required)</Trans>
        )}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {suspend ? (
          <Trans>
            The account is emailed this reason. The other side of each request is told only that the
            account is suspended.
          </Trans>
        ) : (
          <Trans>
            The account is emailed this note. Paused partnerships continue; withdrawn requests stay
            withdrawn.
          </Trans>
        )}
      </p>
      <textarea
        ref={reasonRef}
        id={`${id}-reason`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={SUSPENSION_REASON_MAX}
        rows={3}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        className={controlClass}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {suspend ? <Trans>Suspend account</Trans> : <Trans>Reinstate account</Trans>}
        </button>
        <CancelButton onCancel={close} />
      </div>
    </form>
  );
}
