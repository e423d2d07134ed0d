import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white ' +
  'shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 px-5 py-2.5 font-semibold ' +
  'text-brand-800 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70';

/** The secondary button made small, for the actions on an item of a list or card. */
export const smallButtonClass = `${secondaryButtonClass} px-3 py-1.5 text-sm`;

/** A submit button that shows it is working and cannot be pressed twice while a request runs. */
export function SubmitButton({
  busy,
  busyText,
  children,
  className = '',
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={`${primaryButtonClass} ${className}`}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
        />
      )}
      {busy ? busyText : children}
    </button>
  );
}

/** Cancel beside a form's submit: closes the form without sending (`disabled` while it sends). */
export function CancelButton({ onCancel, disabled }: { onCancel: () => void; disabled?: boolean }) {
  return (
    <button type="button" disabled={disabled} onClick={onCancel} className={secondaryButtonClass}>
      <Trans>Cancel</Trans>
    </button>
  );
}
