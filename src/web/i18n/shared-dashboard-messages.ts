// src/shared's messages that only signed-in screens show: sessions, session notes, an NGO's
// team, classes and certificates. The "shared-dashboards" catalogue, loaded by the dashboards,
// the operators' screens and the team invitation (screen-catalogs.ts), so the public forms'
// first loads do not carry them (decision 0029). Keyed by their English, like
// shared-form-messages.ts; nothing imports this list at run time.
import { msg } from '@lingui/core/macro';

export const SHARED_DASHBOARD_MESSAGES = [
  // Sessions after the match (src/shared/teaching-sessions.ts)
  msg({ id: 'Choose held or not held.' }),
  msg({ id: 'Session not found.' }),
  msg({ id: 'This session was cancelled.' }),
  msg({ id: 'This session has already begun.' }),
  msg({ id: 'You can record attendance once the session has ended.' }),
  msg({ id: 'Only the NGO can move a session.' }),
  msg({ id: 'Only the NGO can mark attendance.' }),
  msg({ id: 'Only the volunteer can confirm teaching a session.' }),
  msg({ id: 'Choose a time between 6:00 AM and 9:00 PM, in 30-minute steps.' }),
  msg({ id: 'Choose a date in the next 8 weeks, from tomorrow on.' }),
  msg({ id: 'The session is already at that time.' }),
  msg({ id: 'This partnership has ended.' }),
  msg({ id: "This partnership is paused while Setu's team reviews an account." }),
  // Session notes (src/shared/session-notes.ts)
  msg({ id: 'You can write notes once the session has ended.' }),
  msg({ id: 'Write what was covered.' }),
  msg({ id: 'Notes are plain text: remove the link. You can name a book or website in words.' }),
  msg({ id: 'Notes are shared with the class: remove the email address.' }),
  msg({ id: 'Notes are shared with the class: remove the phone number.' }),
  msg({ id: 'Notes hold text only.' }),
  msg({ id: 'Choose one of your classes.' }),
  msg({ id: 'Choose a page number.' }),
  msg({ id: 'What was covered' }),
  msg({ id: 'What comes next' }),
  // An NGO's team (src/shared/ngo-team.ts)
  msg({ id: 'Only the NGO’s owner can do this.' }),
  msg({ id: 'No such coordinator in your team.' }),
  msg({ id: 'A team has at most {max} coordinators and open invitations.' }),
  msg({ id: 'This email already has an open invitation.' }),
  msg({ id: 'This is your own email.' }),
  msg({ id: 'This invitation link is not valid. Please ask the NGO for a new one.' }),
  msg({ id: 'This invitation link has expired. Please ask the NGO for a new one.' }),
  msg({ id: 'This invitation has already been accepted. Please log in.' }),
  msg({
    id: 'This email already has a Setu account. Please ask the NGO to invite another email address.',
  }),
  msg({ id: 'No such open invitation.' }),
  msg({ id: 'Your name is required.' }),
  msg({ id: 'Your name' }),
  // Classes (src/shared/classes.ts)
  msg({ id: 'Class not found.' }),
  msg({ id: 'No sessions of this class start at that time.' }),
  msg({ id: 'Set apart only volunteers of this session.' }),
  msg({ id: 'Choose ahead or past.' }),
  msg({ id: 'Not a page.' }),
  // Certificates (src/shared/certificates.ts)
  msg({ id: 'A certificate needs at least one session the NGO marked as held.' }),
  msg({ id: 'Certificate not found.' }),
  msg({ id: 'This certificate was already revoked.' }),
  msg({ id: 'Only the NGO can revoke a certificate.' }),
  msg({ id: 'Choose a partnership.' }),
  msg({ id: 'Only the NGO can issue a certificate again.' }),
  msg({ id: 'The NGO revoked the certificate for these hours. Only the NGO can issue it again.' }),
  msg({ id: 'This certificate is not revoked.' }),
  msg({ id: 'A newer certificate already covers these sessions.' }),
  msg({ id: 'This certificate was revoked by the NGO. It is no longer valid.' }),
  msg({ id: 'Too many certificate downloads. Please wait a few minutes and try again.' }),
  msg({ id: 'Please choose a reason.' }),
];
