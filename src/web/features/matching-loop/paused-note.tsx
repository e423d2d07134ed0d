import { Trans } from '@lingui/react/macro';

/**
 * A partnership paused because one side's account is suspended: said in words beside
 * the status badge; the server sends no contact details while it is paused.
 */
export function PausedNote() {
  return (
    <p className="mt-1 rounded-lg border-l-4 border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <span className="font-semibold">
        <Trans>Paused.</Trans>
      </span>{' '}
      <Trans>
        This partnership is paused while Setu&apos;s team reviews an account. Contact details are
        hidden until it continues.
      </Trans>
    </p>
  );
}
