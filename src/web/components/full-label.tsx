import { FULL_DESCRIPTION, FULL_LABEL } from '../../shared/messages';
import { ListingLabel } from './listing-label';

/** Marks a listing whose accepted partners reach its "volunteers needed", wherever it shows. */
export function FullLabel() {
  return (
    <ListingLabel
      testId="full-label"
      label={FULL_LABEL}
      description={FULL_DESCRIPTION}
      colours="bg-gray-800 text-white"
    />
  );
}
