// The texts of src/shared/breaks.ts the break form and list show (the form's checks and the
// server's refusals), keyed by their English so sharedText() shows them in Hindi. Nothing imports
// this list at run time: it exists for lingui extract.
import { msg } from '@lingui/core/macro';

export const BREAK_SHARED_TEXTS = [
  msg({ id: 'Choose a break of 1 to 8 weeks.' }),
  msg({ id: 'Choose the first day of the break.' }),
  msg({ id: 'A break starts today or later.' }),
  msg({ id: 'Only a running partnership can take a break.' }),
  msg({ id: 'This partnership already has a break in those weeks.' }),
  msg({ id: 'Break not found.' }),
  msg({ id: 'This break is already over.' }),
  msg({ id: 'This class has no running partnership to pause.' }),
];
