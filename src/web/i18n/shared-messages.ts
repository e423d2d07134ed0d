// src/shared's option labels, spec messages and the server's common errors, shown on every
// screen (validation errors: shared-form-messages.ts): the "shared" catalogue
// (src/web/locales/<language>/shared.po) that sharedText() reads, keyed by their English. A text built with values is listed once as a
// pattern ("{label} is required."), and the values it was built with are looked up in turn
// (shared-text.ts). shared-messages.test.ts fails when a text of src/shared has no entry in a
// shared catalogue; npm run i18n:check fails on a missing Hindi one. Nothing imports these lists
// at run time: they exist for lingui extract.
import { msg } from '@lingui/core/macro';

export const SHARED_MESSAGES = [
  // Option labels (src/shared/options.ts): cities
  msg({ id: 'Delhi', message: 'Delhi' }),
  msg({ id: 'Mumbai', message: 'Mumbai' }),
  msg({ id: 'Bangalore', message: 'Bangalore' }),
  msg({ id: 'Hyderabad', message: 'Hyderabad' }),
  msg({ id: 'Ranchi', message: 'Ranchi' }),
  msg({ id: 'Kolkata', message: 'Kolkata' }),
  msg({ id: 'Chennai', message: 'Chennai' }),
  msg({ id: 'Pune', message: 'Pune' }),
  msg({ id: 'Ahmedabad', message: 'Ahmedabad' }),
  msg({ id: 'Jaipur', message: 'Jaipur' }),
  // Skills, age groups, user types
  msg({ id: 'Teaching', message: 'Teaching' }),
  msg({ id: 'Healthcare', message: 'Healthcare' }),
  msg({ id: 'IT', message: 'IT' }),
  msg({ id: 'Mentorship', message: 'Mentorship' }),
  msg({ id: 'Others', message: 'Others' }),
  msg({ id: 'Children', message: 'Children' }),
  msg({ id: 'Teens', message: 'Teens' }),
  msg({ id: 'Volunteer', message: 'Volunteer' }),
  msg({ id: 'NGO', message: 'NGO' }),
  // Languages and topics
  msg({ id: 'Hindi', message: 'Hindi' }),
  msg({ id: 'English', message: 'English' }),
  msg({ id: 'Bengali', message: 'Bengali' }),
  msg({ id: 'Marathi', message: 'Marathi' }),
  msg({ id: 'Tamil', message: 'Tamil' }),
  msg({ id: 'Telugu', message: 'Telugu' }),
  msg({ id: 'Kannada', message: 'Kannada' }),
  msg({ id: 'Malayalam', message: 'Malayalam' }),
  msg({ id: 'Punjabi', message: 'Punjabi' }),
  msg({ id: 'Gujarati', message: 'Gujarati' }),
  msg({ id: 'Maths', message: 'Maths' }),
  msg({ id: 'Communication Skills', message: 'Communication Skills' }),
  msg({ id: 'EVS', message: 'EVS' }),
  // Days and day parts (an availability such as "Monday Morning" is shown word by word)
  msg({ id: 'Monday', message: 'Monday' }),
  msg({ id: 'Tuesday', message: 'Tuesday' }),
  msg({ id: 'Wednesday', message: 'Wednesday' }),
  msg({ id: 'Thursday', message: 'Thursday' }),
  msg({ id: 'Friday', message: 'Friday' }),
  msg({ id: 'Saturday', message: 'Saturday' }),
  msg({ id: 'Sunday', message: 'Sunday' }),
  msg({ id: 'Morning', message: 'Morning' }),
  msg({ id: 'Evening', message: 'Evening' }),
  // Areas of work
  msg({ id: 'Education', message: 'Education' }),
  msg({ id: 'Health', message: 'Health' }),
  msg({ id: 'Environment', message: 'Environment' }),
  msg({ id: 'Community Development', message: 'Community Development' }),
  // Time slots (src/shared/options.ts TIME_RANGES; slots.ts mergeSlots): each time goes through formatTime
  msg({ id: '{from} - {to}', message: '{from} - {to}' }),
  msg({ id: '{from} – {to}', message: '{from} – {to}' }),
  // MESSAGES (src/shared/messages.ts)
  msg({
    id: 'Something went wrong. Please try again later.',
    message: 'Something went wrong. Please try again later.',
  }),
  msg({ id: 'No matching NGOs found.', message: 'No matching NGOs found.' }),
  msg({
    id: 'Too many attempts. Please wait a few minutes and try again.',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  }),
  msg({ id: 'The request is too large.', message: 'The request is too large.' }),
  msg({ id: 'Mon-Fri 9:00am-5:00pm', message: 'Mon-Fri 9:00am-5:00pm' }),
  msg({ id: 'Demo', message: 'Demo' }),
  msg({
    id: 'A demo account for trying Setu, not a real NGO.',
    message: 'A demo account for trying Setu, not a real NGO.',
  }),
  msg({ id: 'Full', message: 'Full' }),
  msg({
    id: 'This NGO has all the volunteers it asked for.',
    message: 'This NGO has all the volunteers it asked for.',
  }),
  // Errors the server sends (src/server)
  msg({ id: 'Not found.', message: 'Not found.' }),
  msg({
    id: 'Cross-origin requests are not allowed.',
    message: 'Cross-origin requests are not allowed.',
  }),
  msg({ id: 'Invalid request.', message: 'Invalid request.' }),
  msg({
    id: 'Please log in as a volunteer or an NGO.',
    message: 'Please log in as a volunteer or an NGO.',
  }),
  msg({ id: 'Please log in to continue.', message: 'Please log in to continue.' }),
  msg({ id: 'This page is for NGOs.', message: 'This page is for NGOs.' }),
  msg({ id: 'This page is for volunteers.', message: 'This page is for volunteers.' }),
];
