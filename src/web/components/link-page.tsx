import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { sharedText } from '../i18n/shared-text';
import { Alert } from './alert';
import { primaryButtonClass, secondaryButtonClass } from './submit-button';

/**
 * A page opened from a link in an email (confirm, reset, stop, welcome): its heading, then what
 * the link did or asks for. `narrow` for a page that is mostly a short form.
 */
export function LinkPage({
  title,
  narrow = false,
  children,
}: {
  title: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`mx-auto ${narrow ? 'max-w-md' : 'max-w-xl'} px-4 py-10`}>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

/**
 * What the link did, focused when `focus` turns true (it is what is read and seen first), then
 * Try again after a failure (`onRetry`) and the way on.
 */
export function LinkResult({
  testId,
  focus,
  onRetry,
  retryLabel,
  onward,
  children,
}: {
  testId: string;
  focus: boolean;
  onRetry?: () => void;
  /** The screen's own words for Try again. */
  retryLabel: string;
  onward: ReactNode;
  children: ReactNode;
}) {
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) result.current?.focus();
  }, [focus]);
  return (
    <>
      <div ref={result} tabIndex={-1} data-testid={testId} className="outline-none">
        {children}
      </div>
      <div className="flex flex-wrap gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className={secondaryButtonClass}>
            {retryLabel}
          </button>
        )}
        {onward}
      </div>
    </>
  );
}

/**
 * A link that opens a form (a reference, a team invitation) when Setu could not be reached or
 * failed itself: the reason, and Try again as the only way on.
 */
export function LinkFailed({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  /** The screen's own words for Try again. */
  retryLabel: string;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <Alert tone="error">{sharedText(i18n, message)}</Alert>
      <button type="button" className={primaryButtonClass} onClick={onRetry}>
        {retryLabel}
      </button>
    </>
  );
}
