// src/shared's validation errors, text rules, the field labels inside them and what the forms
// answer (sign-up, login, reset, contact): the "shared-forms" catalogue, loaded by the screens
// with a form (screen-catalogs.ts) and by the report dialog, so a page without a form does not
// fetch them (decision 0018). Keyed by their English, like shared-messages.ts; nothing imports
// this list at run time.
import { msg } from '@lingui/core/macro';

export const SHARED_FORM_MESSAGES = [
  // Text rules (TEXT_RULE_MESSAGES): {label} is a field label below
  msg({
    id: '{label} contains an invisible control character. Remove it and try again.',
    message: '{label} contains an invisible control character. Remove it and try again.',
  }),
  msg({ id: '{label} must be on one line.', message: '{label} must be on one line.' }),
  msg({
    id: '{label} contains a hidden text-direction character. Remove it and try again.',
    message: '{label} contains a hidden text-direction character. Remove it and try again.',
  }),
  msg({
    id: '{label} contains a broken character. Remove it and try again.',
    message: '{label} contains a broken character. Remove it and try again.',
  }),
  // Validation messages (src/shared/schemas.ts)
  msg({ id: '{label} is required.', message: '{label} is required.' }),
  msg({
    id: '{label} must be at most {max} characters.',
    message: '{label} must be at most {max} characters.',
  }),
  msg({ id: '{label} must be a list.', message: '{label} must be a list.' }),
  msg({ id: 'Email is too long.', message: 'Email is too long.' }),
  msg({ id: 'Enter a valid email address.', message: 'Enter a valid email address.' }),
  msg({
    id: 'Use digits, with an optional +, spaces or dashes.',
    message: 'Use digits, with an optional +, spaces or dashes.',
  }),
  msg({ id: 'A phone number has 7 to 15 digits.', message: 'A phone number has 7 to 15 digits.' }),
  msg({
    id: 'Password must be at least 8 characters.',
    message: 'Password must be at least 8 characters.',
  }),
  msg({ id: 'Choose a skill from the list.', message: 'Choose a skill from the list.' }),
  msg({ id: 'Choose an age group from the list.', message: 'Choose an age group from the list.' }),
  msg({
    id: 'Choose an area of work from the list.',
    message: 'Choose an area of work from the list.',
  }),
  msg({ id: 'Choose each time from the list.', message: 'Choose each time from the list.' }),
  msg({
    id: 'Choose each language from the list.',
    message: 'Choose each language from the list.',
  }),
  msg({ id: 'Choose English or Hindi.', message: 'Choose English or Hindi.' }),
  msg({ id: 'Tell us why you want to volunteer.', message: 'Tell us why you want to volunteer.' }),
  msg({ id: 'Website is too long.', message: 'Website is too long.' }),
  msg({
    id: 'Enter a web address, like www.example.org.',
    message: 'Enter a web address, like www.example.org.',
  }),
  msg({ id: 'The two passwords do not match.', message: 'The two passwords do not match.' }),
  msg({
    id: 'This password is too common. Choose one that is harder to guess.',
    message: 'This password is too common. Choose one that is harder to guess.',
  }),
  // Field labels inside validation messages
  msg({ id: 'Email', message: 'Email' }),
  msg({ id: 'Phone', message: 'Phone' }),
  msg({ id: 'Password', message: 'Password' }),
  msg({ id: 'Full name', message: 'Full name' }),
  msg({ id: 'Location', message: 'Location' }),
  msg({ id: 'Bio', message: 'Bio' }),
  msg({ id: 'Your reason', message: 'Your reason' }),
  msg({ id: 'Website', message: 'Website' }),
  msg({ id: 'NGO name', message: 'NGO name' }),
  msg({ id: 'Contact person', message: 'Contact person' }),
  msg({ id: 'Volunteer requirements', message: 'Volunteer requirements' }),
  msg({ id: 'Schedule', message: 'Schedule' }),
  msg({ id: 'Description', message: 'Description' }),
  msg({ id: 'Name', message: 'Name' }),
  msg({ id: 'Message', message: 'Message' }),
  msg({ id: 'Topic', message: 'Topic' }),
  msg({ id: 'City', message: 'City' }),
  msg({ id: 'Availability', message: 'Availability' }),
  msg({ id: 'Languages', message: 'Languages' }),
  // Sessions after the match (src/shared/teaching-sessions.ts)
  msg({ id: 'Please give a reason.', message: 'Please give a reason.' }),
  msg({
    id: 'Please keep the reason under 200 characters.',
    message: 'Please keep the reason under 200 characters.',
  }),
  msg({ id: 'The reason', message: 'The reason' }),
  msg({ id: 'Choose held or not held.', message: 'Choose held or not held.' }),
  msg({ id: 'Session not found.', message: 'Session not found.' }),
  msg({ id: 'This session was cancelled.', message: 'This session was cancelled.' }),
  msg({ id: 'This session has already begun.', message: 'This session has already begun.' }),
  msg({
    id: 'You can record attendance once the session has ended.',
    message: 'You can record attendance once the session has ended.',
  }),
  msg({ id: 'Only the NGO can move a session.', message: 'Only the NGO can move a session.' }),
  msg({ id: 'Only the NGO can mark attendance.', message: 'Only the NGO can mark attendance.' }),
  msg({
    id: 'Only the volunteer can confirm teaching a session.',
    message: 'Only the volunteer can confirm teaching a session.',
  }),
  msg({
    id: 'Choose a time between 6:00 AM and 9:00 PM, in 30-minute steps.',
    message: 'Choose a time between 6:00 AM and 9:00 PM, in 30-minute steps.',
  }),
  msg({
    id: 'Choose a date in the next 8 weeks, from tomorrow on.',
    message: 'Choose a date in the next 8 weeks, from tomorrow on.',
  }),
  msg({
    id: 'The session is already at that time.',
    message: 'The session is already at that time.',
  }),
  msg({ id: 'This partnership has ended.', message: 'This partnership has ended.' }),
  msg({
    id: "This partnership is paused while Setu's team reviews an account.",
    message: "This partnership is paused while Setu's team reviews an account.",
  }),
  // Certificates (src/shared/certificates.ts)
  msg({
    id: 'A certificate needs at least one session the NGO marked as held.',
    message: 'A certificate needs at least one session the NGO marked as held.',
  }),
  msg({ id: 'Certificate not found.', message: 'Certificate not found.' }),
  msg({
    id: 'This certificate was already revoked.',
    message: 'This certificate was already revoked.',
  }),
  msg({
    id: 'Only the NGO can revoke a certificate.',
    message: 'Only the NGO can revoke a certificate.',
  }),
  msg({ id: 'Choose a partnership.', message: 'Choose a partnership.' }),
  msg({
    id: 'Only the NGO can issue a certificate again.',
    message: 'Only the NGO can issue a certificate again.',
  }),
  msg({
    id: 'The NGO revoked the certificate for these hours. Only the NGO can issue it again.',
    message: 'The NGO revoked the certificate for these hours. Only the NGO can issue it again.',
  }),
  msg({ id: 'This certificate is not revoked.', message: 'This certificate is not revoked.' }),
  msg({
    id: 'A newer certificate already covers these sessions.',
    message: 'A newer certificate already covers these sessions.',
  }),
  msg({
    id: 'This certificate was revoked by the NGO. It is no longer valid.',
    message: 'This certificate was revoked by the NGO. It is no longer valid.',
  }),
  msg({
    id: 'Too many certificate downloads. Please wait a few minutes and try again.',
    message: 'Too many certificate downloads. Please wait a few minutes and try again.',
  }),
  msg({ id: 'Please choose a reason.', message: 'Please choose a reason.' }),
  // What the account and contact forms answer (src/shared/messages.ts MESSAGES, LOGIN_MESSAGES)
  msg({ id: 'Please agree to the terms.', message: 'Please agree to the terms.' }),
  msg({
    id: 'Please confirm the information is accurate.',
    message: 'Please confirm the information is accurate.',
  }),
  msg({
    id: 'Please select user type and enter email and password.',
    message: 'Please select user type and enter email and password.',
  }),
  msg({
    id: 'Please enter your email to reset password.',
    message: 'Please enter your email to reset password.',
  }),
  msg({ id: 'Invalid email or password.', message: 'Invalid email or password.' }),
  msg({
    id: 'No profile found. Please enter correct credentials.',
    message: 'No profile found. Please enter correct credentials.',
  }),
  msg({
    id: 'Error sending reset email. Make sure the email is correct.',
    message: 'Error sending reset email. Make sure the email is correct.',
  }),
  msg({
    id: 'Password reset email sent! Check your inbox.',
    message: 'Password reset email sent! Check your inbox.',
  }),
  msg({ id: 'Volunteer registered successfully!', message: 'Volunteer registered successfully!' }),
  msg({ id: 'Signup failed: ', message: 'Signup failed: ' }),
  msg({ id: 'NGO registered successfully!', message: 'NGO registered successfully!' }),
  msg({ id: 'Error: ', message: 'Error: ' }),
  msg({
    id: "Thank you for your feedback! We'll get back to you soon.",
    message: "Thank you for your feedback! We'll get back to you soon.",
  }),
  msg({
    id: 'You currently have no volunteering activities scheduled.',
    message: 'You currently have no volunteering activities scheduled.',
  }),
  msg({
    id: 'An account with this email already exists.',
    message: 'An account with this email already exists.',
  }),
  msg({
    id: 'Your session ended. Please log in again.',
    message: 'Your session ended. Please log in again.',
  }),
  msg({
    id: 'Log in as a volunteer to connect with {name}.',
    message: 'Log in as a volunteer to connect with {name}.',
  }),
  msg({
    id: 'This email has a volunteer account: log in as a Volunteer.',
    message: 'This email has a volunteer account: log in as a Volunteer.',
  }),
  msg({
    id: 'This email has an NGO account: log in as an NGO.',
    message: 'This email has an NGO account: log in as an NGO.',
  }),
  msg({
    id: 'This reset link has expired or has already been used.',
    message: 'This reset link has expired or has already been used.',
  }),
  msg({
    id: 'Choose a city or type your location.',
    message: 'Choose a city or type your location.',
  }),
];
