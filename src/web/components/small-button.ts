import { secondaryButtonClass } from './submit-button';

/**
 * The secondary button, small: the actions on one item of a dashboard's list (Withdraw, Remove,
 * Accept). Beside submit-button.tsx rather than in it, which loads on every first load
 * (docs/decisions/0029-lean-first-loads.md).
 */
export const smallButtonClass = `${secondaryButtonClass} px-3 py-1.5 text-sm`;
