// What a session's row says when a substitute covers it: to the NGO and the partnership's
// volunteer, who covers it; to the substitute, that they cover it for the class's volunteer.
import { Trans } from '@lingui/react/macro';

export function CoverNote({
  session: s,
}: {
  session: { coveredByName: string | null; coveringIt: boolean; status: string };
}) {
  if (!s.coveredByName || s.status !== 'scheduled') return null;
  const name = s.coveredByName;
  return (
    <p className="text-sm text-brand-800" data-testid="cover-note">
      {s.coveringIt ? (
        <Trans>You cover this session for the class&apos;s volunteer.</Trans>
      ) : (
        <Trans>Covered by {name}.</Trans>
      )}
    </p>
  );
}
