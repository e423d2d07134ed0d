import { DEMO_DESCRIPTION, DEMO_LABEL } from '../../shared/messages';
import { ListingLabel } from './listing-label';

/** Marks a demo account's listing wherever listings show, so nobody mistakes it for a real NGO. */
export function DemoLabel() {
  return (
    <ListingLabel
      testId="demo-label"
      label={DEMO_LABEL}
      description={DEMO_DESCRIPTION}
      colours="bg-amber-100 text-amber-900"
    />
  );
}
