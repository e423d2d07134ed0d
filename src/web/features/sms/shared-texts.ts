// The texts of src/shared/sms.ts the settings show (the form's checks and the server's refusals),
// keyed by their English so sharedText() shows them in Hindi where this feature's catalogue is
// loaded. Nothing imports this list at run time: it exists for lingui extract.
import { msg } from '@lingui/core/macro';

export const SMS_SHARED_TEXTS = [
  msg({ id: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9.' }),
  msg({ id: 'Tick the box to agree to receive SMS.' }),
];
