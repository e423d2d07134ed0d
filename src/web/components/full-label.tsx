import { FULL_DESCRIPTION, FULL_LABEL } from '../../shared/messages';

/** Marks a listing whose accepted partners reach its "volunteers needed", wherever it shows. */
export function FullLabel() {
  return (
    <span
      data-testid="full-label"
      className="inline-block rounded-full bg-gray-800 px-2.5 py-0.5 text-xs font-semibold text-white"
    >
      <span>{FULL_LABEL}</span>
      <span className="sr-only">: {FULL_DESCRIPTION}</span>
    </span>
  );
}
