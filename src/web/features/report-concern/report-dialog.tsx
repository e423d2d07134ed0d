import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  REPORT_CATEGORIES,
  REPORT_CODES,
  REPORT_LIMITS,
  type ReportCategory,
  type ReportTargetKind,
} from '../../../shared/reports';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { controlClass, labelClass } from '../../components/field';
import { CancelButton, primaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { sendReport } from './api-calls';
import { CATEGORY_LABELS } from './labels';

const CATEGORY_HINTS: Record<ReportCategory, MessageDescriptor> = {
  'child-safety': msg`A child may be at risk. Setu’s team is told at once.`,
  harassment: msg`Unwanted, rude or threatening messages or behaviour.`,
  'misleading-listing': msg`The NGO or its listing is not what it says.`,
  'no-show': msg`Someone did not come to an agreed session.`,
  other: msg`Something else that worries you.`,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only the focusable controls Tab reaches: of a radio group, the checked radio (or the first). */
function tabbable(root: HTMLElement): HTMLElement[] {
  const all = [
    ...root.querySelectorAll<HTMLElement>(
      'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled])',
    ),
  ];
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
    const group = all.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
    );
    const checked = group.find((r) => r.checked);
    return checked ? checked === el : group[0] === el;
  });
}

/**
 * The report form in a modal dialog (WAI-ARIA dialog pattern): the native <dialog> opened with
 * showModal() makes the page behind it inert and closes on Escape; Tab wraps inside it; it is
 * labelled by its title, which takes focus on opening and again when the report was received.
 * ReportConcern gives focus back to its button on closing.
 */
export default function ReportDialog({
  targetKind,
  targetId,
  name,
  visitor,
  onClose,
}: {
  targetKind: ReportTargetKind;
  targetId: string;
  name: string;
  visitor: boolean;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const id = useId();
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<{ category?: string; email?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState<{ email: string } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.scrollTop = 0;
    titleRef.current?.focus({ preventScroll: true });
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (received) titleRef.current?.focus();
  }, [received]);

  const receivedEmail = received?.email ?? '';
  const maxDetails = REPORT_LIMITS.details;
  const about =
    targetKind === 'listing'
      ? t`About the listing of ${name}.`
      : targetKind === 'volunteer'
        ? t`About the profile of ${name}.`
        : t`About your request or partnership with ${name}.`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!category) found.category = t`Choose what the concern is about.`;
    const address = email.trim();
    if (visitor && address && !EMAIL.test(address)) {
      found.email = t`Enter a valid email address, or leave it empty.`;
    }
    setProblems(found);
    setError(null);
    if (found.category) {
      firstRadio.current?.focus();
      return;
    }
    if (found.email) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendReport({
        targetKind,
        targetId,
        category: category!,
        details,
        email: visitor ? address : '',
      });
      setReceived({ email: visitor ? address : '' });
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      setError(
        apiError?.code === REPORT_CODES.tooMany
          ? t`You have sent many reports in a short time. Please try again in an hour.`
          : apiError?.code === REPORT_CODES.targetNotFound
            ? t`We could not find what you are reporting. It may have been removed.`
            : apiError?.code === REPORT_CODES.signInRequired
              ? t`Please log in again to send this report.`
              : sharedText(i18n, (e as Error).message),
      );
    } finally {
      setBusy(false);
    }
  };

  const danger = (
    <p className="rounded-lg border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
      <Trans>
        If a child is in danger now, call{' '}
        <a href="tel:112" className="font-semibold underline">
          112
        </a>{' '}
        (emergency) or{' '}
        <a href="tel:1098" className="font-semibold underline">
          1098
        </a>{' '}
        (Childline).
      </Trans>
    </p>
  );

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const focusable = tabbable(event.currentTarget);
        const firstEl = focusable[0];
        const lastEl = focusable[focusable.length - 1];
        if (!firstEl || !lastEl) return;
        const active = document.activeElement;
        if (event.shiftKey && (active === firstEl || active === titleRef.current)) {
          event.preventDefault();
          lastEl.focus();
        } else if (!event.shiftKey && active === lastEl) {
          event.preventDefault();
          firstEl.focus();
        }
      }}
      className="m-auto max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="space-y-4 p-6">
        <h2
          id={`${id}-title`}
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-800 outline-none"
        >
          {received ? <Trans>Your report was received</Trans> : <Trans>Report a concern</Trans>}
        </h2>
        {received ? (
          <>
            <p id={`${id}-about`}>
              {received.email ? (
                <Trans>
                  Thank you. Setu’s team will look into it and write to {receivedEmail} when they
                  have.
                </Trans>
              ) : visitor ? (
                <Trans>Thank you. Setu’s team will look into it.</Trans>
              ) : (
                <Trans>
                  Thank you. Setu’s team will look into it and email you what they found.
                </Trans>
              )}
            </p>
            {category === 'child-safety' && danger}
            <div className="flex justify-end">
              <button type="button" onClick={onClose} className={primaryButtonClass}>
                <Trans>Close</Trans>
              </button>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <p id={`${id}-about`}>
              {about}{' '}
              <Trans>
                Setu’s team reads every report. The people you report are not told who sent it.
              </Trans>
            </p>
            {danger}
            <fieldset aria-describedby={problems.category ? `${id}-category-error` : undefined}>
              <legend className={labelClass}>
                <Trans>What is the concern?</Trans>
              </legend>
              {problems.category && (
                <p id={`${id}-category-error`} className="mb-2 text-sm font-medium text-red-800">
                  {problems.category}
                </p>
              )}
              <div className="space-y-2">
                {REPORT_CATEGORIES.map((value, index) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      ref={index === 0 ? firstRadio : undefined}
                      type="radio"
                      name={`${id}-category`}
                      value={value}
                      checked={category === value}
                      onChange={() => setCategory(value)}
                      aria-invalid={problems.category ? true : undefined}
                      aria-describedby={`${id}-hint-${value}`}
                      className="mt-1 h-4 w-4 accent-brand-700"
                    />
                    <span>
                      <span className="block font-semibold">{i18n._(CATEGORY_LABELS[value])}</span>
                      <span id={`${id}-hint-${value}`} className="block text-sm text-gray-700">
                        {i18n._(CATEGORY_HINTS[value])}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={`${id}-details`} className={labelClass}>
                <Trans>What happened? (optional)</Trans>
              </label>
              <textarea
                id={`${id}-details`}
                value={details}
                maxLength={REPORT_LIMITS.details}
                rows={4}
                onChange={(e) => setDetails(e.target.value)}
                aria-describedby={`${id}-details-hint`}
                className={controlClass}
              />
              <p id={`${id}-details-hint`} className="mt-1 text-sm text-gray-700">
                <Trans>
                  Up to {maxDetails} characters. Do not include a child’s name or photo.
                </Trans>
              </p>
            </div>
            {visitor && (
              <div>
                <label htmlFor={`${id}-email`} className={labelClass}>
                  <Trans>Your email (optional)</Trans>
                </label>
                <input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  aria-invalid={problems.email ? true : undefined}
                  aria-describedby={`${id}-email-hint${problems.email ? ` ${id}-email-error` : ''}`}
                  className={controlClass}
                />
                <p id={`${id}-email-hint`} className="mt-1 text-sm text-gray-700">
                  <Trans>Only to tell you what we found.</Trans>
                </p>
                {problems.email && (
                  <p id={`${id}-email-error`} className="mt-1 text-sm font-medium text-red-800">
                    {problems.email}
                  </p>
                )}
              </div>
            )}
            {error && <Alert tone="error">{error}</Alert>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <CancelButton onCancel={onClose} disabled={busy} />
              <button type="submit" disabled={busy} className={primaryButtonClass}>
                {busy ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
