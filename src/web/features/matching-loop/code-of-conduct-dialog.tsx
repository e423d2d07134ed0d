import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { CODE_OF_CONDUCT } from '../../../shared/code-of-conduct';
import { Alert } from '../../components/alert';
import { sharedText } from '../../i18n/shared-text';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { acceptCodeOfConduct } from './api-calls';

/**
 * The child-safety code of conduct in a modal dialog. The native <dialog> opened with
 * showModal() makes the page behind it inert (focus stays inside) and closes on Escape; it is
 * labelled by its title and described by its introduction. Accepting records the version read.
 */
export function CodeOfConductDialog({
  open,
  onClose,
  onAccepted,
}: {
  open: boolean;
  onClose: () => void;
  onAccepted: (acceptedAt: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const introId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const version = CODE_OF_CONDUCT.version;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(null);
      dialog.showModal();
      // showModal() focuses the first button, at the bottom: on a phone that scrolls the title
      // away. Start at the top, on the title, so the dialog reads from its beginning.
      dialog.scrollTop = 0;
      titleRef.current?.focus({ preventScroll: true });
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await acceptCodeOfConduct(CODE_OF_CONDUCT.version);
      onAccepted(answer.codeOfConduct.acceptedAt);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // showModal() keeps the page inert but lets Tab leave for the browser's own controls:
        // wrap around so focus stays in the dialog.
        if (event.key !== 'Tab') return;
        const focusable = [
          ...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]'),
        ];
        const firstEl = focusable[0];
        const lastEl = focusable[focusable.length - 1];
        if (!firstEl || !lastEl) return;
        if (event.shiftKey && document.activeElement === firstEl) {
          event.preventDefault();
          lastEl.focus();
        } else if (!event.shiftKey && document.activeElement === lastEl) {
          event.preventDefault();
          firstEl.focus();
        }
      }}
      className="m-auto max-h-[90vh] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="space-y-4 p-6">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-800 outline-none"
        >
          {sharedText(i18n, CODE_OF_CONDUCT.title)}
        </h2>
        <p id={introId}>{sharedText(i18n, CODE_OF_CONDUCT.intro)}</p>
        <ol className="list-decimal space-y-2 pl-6">
          {CODE_OF_CONDUCT.points.map((point) => (
            <li key={point}>{sharedText(i18n, point)}</li>
          ))}
        </ol>
        <p className="text-sm text-gray-700">
          <Trans>Version {version}</Trans>
        </p>
        {error && <Alert tone="error">{sharedText(i18n, error)}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            <Trans>Not now</Trans>
          </button>
          <button
            type="button"
            onClick={() => void accept()}
            disabled={busy}
            className={primaryButtonClass}
          >
            {busy ? t`Saving…` : sharedText(i18n, CODE_OF_CONDUCT.acceptLabel)}
          </button>
        </div>
      </div>
    </dialog>
  );
}
