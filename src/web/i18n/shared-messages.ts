// src/shared's option labels, spec messages and the server's common errors, shown on every
// screen (validation errors: shared-form-messages.ts): the "shared" catalogue
// (src/web/locales/<language>/shared.po) that sharedText() reads, keyed by their English. A text built with values is listed once as a
// pattern ("{label} is required."), and the values it was built with are looked up in turn
// (shared-text.ts). shared-messages.test.ts fails when a text of src/shared has no entry in a
// shared catalogue; npm run i18n:check fails on a missing Hindi one. Nothing imports these lists
// at run time: they exist for lingui extract. Each entry is its id alone: the English is the key,
// and extract takes the id as the English text too (so each text is written once).
import { msg } from '@lingui/core/macro';

export const SHARED_MESSAGES = [
  // Option labels (src/shared/options.ts): cities
  msg({ id: 'Delhi' }),
  msg({ id: 'Mumbai' }),
  msg({ id: 'Bangalore' }),
  msg({ id: 'Hyderabad' }),
  msg({ id: 'Ranchi' }),
  msg({ id: 'Kolkata' }),
  msg({ id: 'Chennai' }),
  msg({ id: 'Pune' }),
  msg({ id: 'Ahmedabad' }),
  msg({ id: 'Jaipur' }),
  // Skills, age groups, user types
  msg({ id: 'Teaching' }),
  msg({ id: 'Healthcare' }),
  msg({ id: 'IT' }),
  msg({ id: 'Mentorship' }),
  msg({ id: 'Others' }),
  msg({ id: 'Children' }),
  msg({ id: 'Teens' }),
  msg({ id: 'Volunteer' }),
  msg({ id: 'NGO' }),
  // Languages and topics
  msg({ id: 'Hindi' }),
  msg({ id: 'English' }),
  msg({ id: 'Bengali' }),
  msg({ id: 'Marathi' }),
  msg({ id: 'Tamil' }),
  msg({ id: 'Telugu' }),
  msg({ id: 'Kannada' }),
  msg({ id: 'Malayalam' }),
  msg({ id: 'Punjabi' }),
  msg({ id: 'Gujarati' }),
  msg({ id: 'Maths' }),
  msg({ id: 'Communication Skills' }),
  msg({ id: 'EVS' }),
  // Days and day parts (an availability such as "Monday Morning" is shown word by word)
  msg({ id: 'Monday' }),
  msg({ id: 'Tuesday' }),
  msg({ id: 'Wednesday' }),
  msg({ id: 'Thursday' }),
  msg({ id: 'Friday' }),
  msg({ id: 'Saturday' }),
  msg({ id: 'Sunday' }),
  msg({ id: 'Morning' }),
  msg({ id: 'Evening' }),
  // Areas of work
  msg({ id: 'Education' }),
  msg({ id: 'Health' }),
  msg({ id: 'Environment' }),
  msg({ id: 'Community Development' }),
  // Time slots (src/shared/options.ts TIME_RANGES; slots.ts mergeSlots): each time goes through formatTime
  msg({ id: '{from} - {to}' }),
  msg({ id: '{from} – {to}' }),
  // MESSAGES (src/shared/messages.ts)
  msg({ id: 'Something went wrong. Please try again later.' }),
  msg({ id: 'No matching NGOs found.' }),
  msg({ id: 'Too many attempts. Please wait a few minutes and try again.' }),
  msg({ id: 'The request is too large.' }),
  msg({ id: 'Setu could not read what was sent. Please try again.' }),
  msg({ id: 'Mon-Fri 9:00am-5:00pm' }),
  msg({ id: 'Demo' }),
  msg({ id: 'A demo account for trying Setu, not a real NGO.' }),
  msg({ id: 'Full' }),
  msg({ id: 'This NGO has all the volunteers it asked for.' }),
  // Errors the server sends (src/server)
  msg({ id: 'Not found.' }),
  msg({ id: 'Cross-origin requests are not allowed.' }),
  msg({ id: 'Invalid request.' }),
  msg({ id: 'Please log in as a volunteer or an NGO.' }),
  msg({ id: 'Please log in to continue.' }),
  msg({ id: 'This page is for NGOs.' }),
  msg({ id: 'This page is for volunteers.' }),
];
