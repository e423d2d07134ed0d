// The texts of src/shared/email-confirmation.ts that the server sends back (refusals of Connect,
// publish and accept; the link's and the resend's refusals), keyed by their English so
// sharedText() shows them in Hindi wherever this feature's catalogue is loaded. A text built
// with values is listed once as a pattern. email-confirmation.test.ts fails when one is missing.
// Nothing imports this list at run time: it exists for lingui extract.
import { msg } from '@lingui/core/macro';

export const EMAIL_CONFIRMATION_SHARED_TEXTS = [
  msg({
    id: 'Confirm your email address before you connect with NGOs: open the link we emailed you, or ask for a new one on your dashboard.',
  }),
  msg({
    id: 'Confirm your email address before you publish your profile: open the link we emailed you, or ask for a new one on your dashboard.',
  }),
  msg({
    id: 'Confirm your email address before you accept a request: open the link we emailed you, or ask for a new one on your dashboard.',
  }),
  msg({
    id: 'This confirmation link has expired. Log in and ask for a new one on your dashboard.',
  }),
  msg({
    id: 'This confirmation link is not valid: it may have been used already or copied incompletely.',
  }),
  msg({ id: 'The email could not be sent. Please try again later.' }),
  msg({
    id: 'You have asked for {limit} links in the last hour. You can ask for another one {wait}.',
  }),
];
