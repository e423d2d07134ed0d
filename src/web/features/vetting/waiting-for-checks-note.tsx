import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckKind } from '../../../shared/vetting';
import { Link } from '../../components/link';
import { PATHS } from '../../paths';
import { CHECK_NAMES } from './check-words';

export interface GateHold {
  reason: 'waiting' | 'expired';
  missing: CheckKind[];
}

/**
 * An accepted partnership the vetting gate holds (docs/decisions/0041-vetting-gate.md): said in
 * words beside the status badge, with the checks it waits for. The volunteer gets the way to
 * their checklist; the NGO sees the names of the checks only.
 */
export function WaitingForChecksNote({
  hold,
  side,
}: {
  hold: GateHold;
  side: 'volunteer' | 'ngo';
}) {
  const { i18n } = useLingui();
  const checks = hold.missing.map((kind) => i18n._(CHECK_NAMES[kind])).join(', ');
  return (
    <div
      data-testid="waiting-for-checks"
      data-reason={hold.reason}
      className="mt-1 rounded-lg border-l-4 border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p>
        <span className="font-semibold">
          {hold.reason === 'waiting' ? (
            <Trans>Accepted, waiting for checks.</Trans>
          ) : (
            <Trans>Paused: a required check has expired.</Trans>
          )}
        </span>{' '}
        {side === 'volunteer' ? (
          hold.reason === 'waiting' ? (
            <Trans>Your sessions start once these checks are complete: {checks}.</Trans>
          ) : (
            <Trans>
              The coming sessions are cancelled until these checks are valid again: {checks}.
            </Trans>
          )
        ) : hold.reason === 'waiting' ? (
          <Trans>Sessions start once the volunteer&apos;s checks are complete: {checks}.</Trans>
        ) : (
          <Trans>
            The coming sessions are cancelled until the volunteer&apos;s checks are valid again:{' '}
            {checks}.
          </Trans>
        )}
      </p>
      {side === 'volunteer' && (
        <p className="mt-1">
          <Link to={PATHS.volunteerChecks} className="font-semibold underline">
            <Trans>Go to your checks</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
