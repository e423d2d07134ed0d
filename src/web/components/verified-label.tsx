// The mark volunteers see on a registered NGO: "Verified" once Setu checked its
// registration, "Not verified yet" before. The spec's sample listings are not accounts and carry
// neither: their own section (matching) or nothing (the partner cards of /ngoList) says what
// they are. Its texts are in the common catalogue: public pages show it, and a feature catalogue
// loaded for two words would cost more than the words (decision 0018).
import { Trans } from '@lingui/react/macro';
import { LineIcon } from './line-icon';

export function VerifiedLabel({ verified }: { verified: boolean }) {
  if (verified) {
    return (
      <span
        data-testid="verified-label"
        className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900"
      >
        <LineIcon size={12} strokeWidth={3}>
          <path d="M5 12l5 5L20 7" />
        </LineIcon>
        <Trans>Verified</Trans>
      </span>
    );
  }
  return (
    <span
      data-testid="not-verified-label"
      className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800"
    >
      <Trans>Not verified yet</Trans>
    </span>
  );
}
