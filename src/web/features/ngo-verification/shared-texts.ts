// The texts of src/shared/ngo-verification.ts that screens show or the server sends back
// (validation messages, the accept refusal, labels), keyed by their English so sharedText()
// shows them in Hindi wherever this feature's catalogue is loaded. Also the field labels that
// the shared text-rule messages name ("Contact name contains …"). Nothing imports this list at
// run time: it exists for lingui extract.
import { msg } from '@lingui/core/macro';

export const NGO_VERIFICATION_SHARED_TEXTS = [
  msg({
    id: 'Setu has not verified your NGO yet. You can publish your profile and receive requests, but you can accept one only after the check: send your registration details under “Verification” on your dashboard.',
  }),
  msg({ id: 'Choose a registration type from the list.' }),
  msg({ id: 'Registration number is required.' }),
  msg({ id: 'Registration number must be at most 50 characters.' }),
  msg({ id: 'Use letters, digits, spaces and / - . only in the registration number.' }),
  msg({
    id: 'Enter the NGO Darpan ID as two capital letters, the year and seven digits, for example JH/2017/0123456.',
  }),
  msg({ id: 'Contact name is required.' }),
  msg({ id: 'Contact name must be at most 100 characters.' }),
  msg({ id: 'Your NGO is verified already.' }),
  msg({ id: 'Write the reason: the NGO reads it in the email.' }),
  msg({ id: 'The reason must be at most 1000 characters.' }),
  msg({ id: 'This NGO has not sent its details for verification.' }),
  msg({ id: 'Another operator has already decided this verification.' }),
  msg({ id: 'Only a verified NGO can have its verification revoked.' }),
  msg({ id: 'Trust' }),
  msg({ id: 'Society' }),
  msg({ id: 'Section 8 company' }),
  msg({ id: 'Contact name' }),
  msg({ id: 'The reason' }),
  msg({ id: 'Registration number' }),
];
