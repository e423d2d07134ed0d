import { CODE_OF_CONDUCT_VERSION } from '../../../shared/code-of-conduct';

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** The code-of-conduct status an NGO sees for a volunteer. */
export function codeOfConductStatus(code: { version: string | null; acceptedAt: string | null }) {
  if (!code.version || !code.acceptedAt) return 'Has not accepted the code of conduct';
  const when = formatDateTime(code.acceptedAt);
  return code.version === CODE_OF_CONDUCT_VERSION
    ? `Accepted the code of conduct (version ${code.version}) on ${when}`
    : `Accepted an older code of conduct (version ${code.version}) on ${when}`;
}
