// The texts of src/shared/terms.ts that the card shows (the form's checks and the server's
// refusals), keyed by their English so sharedText() shows them in Hindi wherever this feature's
// catalogue is loaded; also the field label the shared text-rule messages name. Nothing imports
// this list at run time: it exists for lingui extract.
import { msg } from '@lingui/core/macro';

export const TERMS_SHARED_TEXTS = [
  msg({ id: 'Choose a term or a holiday.' }),
  msg({ id: 'Choose the first day.' }),
  msg({ id: 'Choose the last day.' }),
  msg({ id: 'The last day must be on or after the first day.' }),
  msg({ id: 'A term can be at most a year long.' }),
  msg({ id: 'A holiday can be at most 92 days long.' }),
  msg({ id: 'This term overlaps another of your terms.' }),
  msg({ id: 'The name must be at most 60 characters.' }),
  msg({ id: 'Term or holiday not found.' }),
  msg({ id: 'You can keep at most 60 terms and holidays. Remove an old one first.' }),
  msg({ id: 'The name' }),
];
