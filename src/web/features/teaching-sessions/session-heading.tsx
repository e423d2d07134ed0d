/**
 * A session's first line in a list: when it is, in bold, then what it is about and with whom
 * (`details`, each after a middle dot).
 */
export function SessionHeading({ when, details }: { when: string; details: string[] }) {
  return (
    <p className="font-semibold">
      {when}
      <span className="font-normal text-gray-700"> · {details.join(' · ')}</span>
    </p>
  );
}
