// The English of Setu's emails and calendar file, as ICU messages keyed by explicit ids
// (docs/decisions/0019, "Emails and the calendar file"). Word for word the texts Setu sent before
// tests assert them. One entry per paragraph or line, so a sentence is never split.
export const EN = {
  'mail.hello': 'Hello {name},',
  'mail.helloAnyone': 'Hello,',
  'mail.signature': '— Setu',

  'reset.subject': 'Reset your Setu password',
  'reset.body':
    'Someone asked to reset the password of your Setu account. To choose a new password, open this link within {minutes} minutes:',
  'reset.notYou': 'If it was not you, ignore this email: your password stays as it is.',

  'confirm.subject': 'Confirm your email address for Setu',
  'confirm.body':
    'Please confirm that this is your email address by opening this link within {hours} hours:',
  'confirm.why':
    'Until you confirm it, you cannot connect with NGOs (volunteers), or publish your profile and accept requests (NGOs).',
  'confirm.notYou': 'If you did not sign up for Setu, ignore this email.',

  'newRequest.subject': 'New volunteer request from {name}',
  'newRequest.intro': '{name} would like to volunteer with you through Setu.',
  'newRequest.skills': 'Skills: {skills}',
  'newRequest.availability': 'Availability: {availability}',
  'newRequest.languages': 'Languages: {languages}',
  'newRequest.notGiven': 'not given',
  // The same words as REASON_LABEL (src/shared/messages.ts), which the NGO dashboard shows.
  'newRequest.reason': 'Why they want to volunteer:',
  'newRequest.message': 'Their message:',
  'newRequest.dashboard': 'Accept or decline the request on your dashboard: {url}',
  'newRequest.contactLater': 'Their email and phone number appear there once you accept.',

  'accepted.subject': '{ngo} accepted your request',
  'accepted.intro': '{ngo} accepted your request to volunteer.',
  'accepted.session': 'Weekly session: {topic}, every {day}, {time}',
  'accepted.city': 'City: {city}',
  'place.venue': 'Where: {address}',
  'place.landmark': 'Landmark: {landmark}',
  'place.map': 'Map: {url}',
  'place.online': 'Online class: {url}',
  'mail.contact': 'Contact: {person}, {email}, {phone}',
  'accepted.schedule': 'Your schedule and calendar file: {url}',
  'accepted.conduct': 'Please remember the code of conduct for working with children you accepted.',
  // The vetting gate's words, in the acceptance email and the gate's own (src/server/vetting-gate).
  'accepted.waiting': 'Your sessions start once these checks are complete:',
  'accepted.checks': 'See what to do next on your checks page: {url}',
  'check.course': 'the safeguarding course',
  'check.identity': 'the identity check',
  'check.police_clearance': 'the police clearance certificate',
  'check.references': 'the two references',

  'declined.subject': '{ngo} declined your request',
  'declined.body': '{ngo} cannot take your request at the moment.',
  'declined.others': 'Other NGOs may be a good fit: {url}',

  'verification.verified.subject': 'Your NGO is verified on Setu',
  'verification.verified.body':
    'Setu has checked the registration details of {ngo} and verified your NGO. Volunteers now see it as verified, and you can accept their requests.',
  'verification.rejected.subject': 'Setu could not verify your NGO',
  'verification.rejected.body':
    'Setu could not verify {ngo} from the registration details you sent.',
  'verification.revoked.subject': 'Setu has withdrawn the verification of your NGO',
  'verification.revoked.body':
    'Setu has withdrawn the verification of {ngo}. Until it is verified again you cannot accept requests, and you and your volunteers no longer see each other’s contact details.',
  'verification.reason': 'The reason:',
  'verification.again': 'You can correct your details and send them again on your dashboard: {url}',
  'verification.dashboard': 'Your dashboard: {url}',

  'session.cancelled.subject': 'Session on {date} cancelled',
  'session.cancelled.byVolunteer': '{name} cancelled the {topic} session on {date} at {time}.',
  'session.cancelled.byNgo': '{name} cancelled the {topic} session on {date} at {time}.',
  'session.cancelled.reason': 'Their reason: {reason}',
  'session.cancelled.rest': 'Your other sessions stay as they are: {url}',
  'session.moved.subject': 'Session moved to {date}',
  'session.moved.body': '{ngo} moved the {topic} session of {from} to {date} at {time}.',
  'session.moved.dashboard': 'Your sessions, and a calendar file that updates: {url}',

  'reminder.subject': 'Reminder: {topic} on {date} at {time}',
  'reminder.body': 'Your {topic} session with {other} is on {date} at {time}.',
  'reminder.cancel': 'If you cannot be there, cancel it on your dashboard so that they know: {url}',
  'nudge.subject': 'Was the session of {date} held?',
  'nudge.body':
    'Please mark whether the {topic} session with {volunteer} on {date} at {time} was held. Held sessions count as volunteer hours.',
  'nudge.dashboard': 'Mark attendance on your dashboard: {url}',

  'certificate.title': 'Certificate of Volunteering',
  'certificate.certifies': 'This certifies that',
  'certificate.taught': 'volunteered as a teacher with {ngo}',
  'certificate.covered': 'volunteered as a substitute teacher with {ngo}',
  'certificate.hours': '{hours} hours in {sessions} sessions, from {start} to {end}',
  'certificate.issued': 'Issued on {date} through Setu',
  'certificate.code': 'Verification code: {code}',
  'certificate.check': 'Check this certificate at {url}',
  'certificate.revoked.subject': '{ngo} revoked your certificate',
  'certificate.revoked.body':
    '{ngo} revoked your certificate for {hours} hours in {sessions} sessions. Its verification page now says that it is no longer valid.',
  'certificate.revoked.reason': 'The reason, in general words: {reason}',
  'certificate.revoked.again':
    'Only {ngo} can issue a certificate for these hours again. If you think this is a mistake, please talk to them.',
  'certificate.reason.hours-wrong': 'the hours or sessions on it were not right.',
  'certificate.reason.not-taught': 'the NGO has no record of you teaching these sessions.',
  'certificate.reason.issued-by-mistake': 'it was issued by mistake.',
  'certificate.reason.other': 'another reason. The NGO can tell you more.',
  'certificate.reissued.subject': '{ngo} issued your certificate again',
  'certificate.reissued.body':
    '{ngo} issued you a new certificate for {hours} hours in {sessions} sessions.',
  'certificate.dashboard': 'Your certificates are on your dashboard: {url}',

  'ics.name': 'Setu volunteering',
  'ics.volunteering': 'Volunteering',
  'ics.online': 'Online',
  'ics.summary': '{topic} at {ngo}',
  'ics.description': 'Weekly {topic} session with {ngo}, {city}.',

  // Stored option values (days, day parts) as the reader's language names them.
  'day.Monday': 'Monday',
  'day.Tuesday': 'Tuesday',
  'day.Wednesday': 'Wednesday',
  'day.Thursday': 'Thursday',
  'day.Friday': 'Friday',
  'day.Saturday': 'Saturday',
  'day.Sunday': 'Sunday',
  'part.Morning': 'Morning',
  'part.Evening': 'Evening',

  // Stored option values of src/shared/options.ts (skills, topics, languages, age groups).
  // Cities and free text stay as typed.
  'option.Teaching': 'Teaching',
  'option.Healthcare': 'Healthcare',
  'option.IT': 'IT',
  'option.Mentorship': 'Mentorship',
  'option.Others': 'Others',
  'option.English': 'English',
  'option.Maths': 'Maths',
  'option.Communication Skills': 'Communication Skills',
  'option.Hindi': 'Hindi',
  'option.EVS': 'EVS',
  'option.Bengali': 'Bengali',
  'option.Marathi': 'Marathi',
  'option.Tamil': 'Tamil',
  'option.Telugu': 'Telugu',
  'option.Kannada': 'Kannada',
  'option.Malayalam': 'Malayalam',
  'option.Punjabi': 'Punjabi',
  'option.Gujarati': 'Gujarati',
  'option.Children': 'Children',
  'option.Teens': 'Teens',
  // The cities of src/shared/options.ts: stored as the spec names them, shown in the reader's language.
  'option.Delhi': 'Delhi',
  'option.Mumbai': 'Mumbai',
  'option.Bangalore': 'Bangalore',
  'option.Hyderabad': 'Hyderabad',
  'option.Ranchi': 'Ranchi',
  'option.Kolkata': 'Kolkata',
  'option.Chennai': 'Chennai',
  'option.Pune': 'Pune',
  'option.Ahmedabad': 'Ahmedabad',
  'option.Jaipur': 'Jaipur',

  'cityWatch.subject': 'An NGO in {city} has joined Setu',
  'cityWatch.body':
    'You asked us to tell you when an NGO in {city} joins Setu. One has just published its listing: you can now find it among your matches and send it a request.',
  'cityWatch.matches': 'Your matches: {url}',
  'cityWatch.once': 'This is the only email about {city} that you will get.',
  'cityWatch.stop':
    'To get no more emails about NGOs joining Setu in your city, open this link: {url}',
  'ended.subject': 'Your partnership with {name} has ended',
  'ended.byNgo': '{name} has ended your partnership. The reason they gave: {why}',
  'ended.byYou': 'You ended your partnership with {name}. The reason you gave: {why}',
  'ended.reason.moved': 'moved away.',
  'ended.reason.no-time': 'no longer has the time.',
  'ended.reason.mismatch': 'the partnership was not a good fit.',
  'ended.reason.class-ended': 'the class has ended.',
  'ended.reason.concern': 'a concern, which Setu looks into.',
  'ended.hours':
    'Thank you for teaching with {name}: {hours} hours over {sessions} sessions the NGO marked as held.',
  'ended.noHours': 'Thank you for the time you gave to {name}.',
  'ended.certificate': 'Your certificate of these hours: {url}',
  'ended.findAnother': 'Find another NGO to teach with: {url}',
  'ended.feedback':
    'You can leave private feedback for Setu on your dashboard. Only Setu reads it, never the NGO.',
} as const;

export type MailMessageId = keyof typeof EN;
