import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReportTargetKind } from '../../shared/reports';
import { loadScreenCatalogs } from '../i18n/language';
import { useSignedInAs } from '../session';

// The dialog, its form, its call and its texts (features/report-concern, and src/shared's
// validation errors) load on the first press only; the button's own words are in the common catalogue, so the pages that show it (matching,
// /ngoList) fetch no catalogue for it (decision 0018). If the texts cannot load, English shows.
const ReportDialog = lazy(() =>
  Promise.all([
    import('../features/report-concern/report-dialog'),
    loadScreenCatalogs(['features/report-concern', 'shared-forms']).catch(() => {}),
  ]).then(([dialog]) => dialog),
);

/**
 * "Report a concern" on a request or partnership, a listing, or the volunteer profile an NGO
 * sees: a small button that opens the report dialog, and gets focus back when it closes.
 */
export function ReportConcern({
  targetKind,
  targetId,
  name,
  className = '',
  openNow = false,
}: {
  targetKind: ReportTargetKind;
  targetId: string | number;
  /** The NGO's or the volunteer's name, as the card shows it. */
  name: string;
  className?: string;
  /** Opens the dialog at once: an ending for a concern leads on to it (decision 0046). */
  openNow?: boolean;
}) {
  const [open, setOpen] = useState(openNow);
  const button = useRef<HTMLButtonElement>(null);
  const signedInAs = useSignedInAs();
  // Focus goes back to the button once the dialog has closed (a modal dialog keeps it until then).
  const reopenFocus = useRef(false);
  useEffect(() => {
    if (!open && reopenFocus.current) {
      reopenFocus.current = false;
      button.current?.focus();
    }
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-6 items-center text-sm font-medium text-red-800 underline underline-offset-2 hover:text-red-900 ${className}`}
      >
        <Trans>
          Report a concern<span className="sr-only"> about {name}</span>
        </Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetKind={targetKind}
            targetId={String(targetId)}
            name={name}
            visitor={signedInAs === null}
            onClose={() => {
              reopenFocus.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
