// The matching loop's texts of src/shared and of the server (reasons, differences, request
// limits and refusals, the NGO profile's validation), shown by its screens: the
// "shared-matching" catalogue (src/web/locales/<language>/shared-matching.po) that
// sharedText() reads, keyed by their English. A text built with values is listed once as a
// pattern ("{label} is required."), and the values it was built with are looked up in turn
// (shared-text.ts). shared-messages.test.ts fails when a text of src/shared has no entry in a
// shared catalogue; npm run i18n:check fails on a missing Hindi one. Nothing imports these lists
// at run time: they exist for lingui extract.
import { msg } from '@lingui/core/macro';

export const SHARED_MATCHING_MESSAGES = [
  // MESSAGES (src/shared/messages.ts)
  msg({
    id: 'Add your availability and languages to see which NGOs need you when you are free, in a language you speak.',
  }),
  msg({ id: 'Add your availability to see which NGOs need you when you are free.' }),
  msg({ id: 'Add your languages to see which NGOs teach in a language you speak.' }),
  msg({ id: 'Connection request sent to {name}.' }),
  msg({
    id: '{name} (NGO #{id}) is a sample listing and has no account on Setu yet, so no request was sent.',
  }),
  msg({ id: 'in 1 minute' }),
  msg({ id: 'in {minutes} minutes' }),
  msg({ id: 'in about 1 hour' }),
  msg({ id: 'in about {hours} hours' }),
  msg({ id: 'You can send at most {limit} requests a day. You can send the next one {wait}.' }),
  msg({
    id: 'You withdrew {withdrawals} requests to {name} in the last day. You can send them a new request {wait}.',
  }),
  msg({ id: 'Your listing is full: you asked for 1 volunteer and already work with {partners}.' }),
  msg({
    id: 'Your listing is full: you asked for {needed} volunteers and already work with {partners}.',
  }),
  msg({ id: 'Your request to {name} for {day} {range} is already pending.' }),
  msg({ id: 'You already teach {day} {range} with {name}.' }),
  msg({ id: '{name} does not teach at that time. Choose one of its teaching times.' }),
  msg({ id: 'This volunteer already has {day} {range} with you. Choose another time.' }),
  msg({ id: 'The volunteer asked for {day} {range}.' }),
  msg({ id: 'Why they want to volunteer' }),
  msg({ id: 'This need is already on your list.' }),
  // Validation messages (src/shared/schemas.ts)
  msg({ id: 'Choose a day from the list.' }),
  msg({ id: 'Choose a time slot from the list.' }),
  msg({ id: 'Choose a topic from the list.' }),
  msg({ id: 'Choose each topic from the list.' }),
  msg({ id: 'Choose each check from the list.' }),
  // What a listing's card says of its extra checks (src/shared/vetting.ts)
  msg({ id: 'Also asks its volunteers for:' }),
  msg({ id: 'a police clearance certificate' }),
  msg({ id: 'two references' }),
  msg({ id: 'Required checks' }),
  msg({ id: 'Choose at least one topic.' }),
  msg({ id: 'Choose at least one language.' }),
  msg({ id: 'A need must be at most 60 characters.' }),
  msg({ id: 'Enter how many volunteers you need.' }),
  msg({ id: 'Enter a whole number.' }),
  msg({ id: 'You need at least 1 volunteer.' }),
  msg({ id: 'You can ask for at most 100 volunteers.' }),
  msg({ id: 'Choose whether to publish.' }),
  // Teaching times and where an NGO teaches (src/shared/teaching-times.ts, listing-place.ts)
  msg({ id: 'Choose a start time from the list.' }),
  msg({ id: 'Choose an end time from the list.' }),
  msg({ id: 'The end must be after the start.' }),
  msg({ id: 'Teaching times must be a list.' }),
  msg({ id: 'Add at least one teaching time.' }),
  msg({ id: 'You can add at most {count} teaching times.' }),
  msg({ id: 'This overlaps another teaching time on {day}.' }),
  msg({ id: 'Choose in person or online.' }),
  msg({ id: '{label} must be text.' }),
  msg({ id: 'Enter a full link, starting with https://.' }),
  msg({ id: 'Enter the address where you teach.' }),
  msg({ id: 'Enter the meeting link.' }),
  msg({ id: 'Choose a teaching time from the list.' }),
  msg({ id: 'Choose an NGO.' }),
  // src/shared/city-watch.ts
  msg({ id: 'Add your city to your profile first.' }),
  msg({ id: 'This link is not valid. Open the whole link from the email and try again.' }),
  msg({ id: 'The message must be text.' }),
  msg({ id: 'Bio must be text.' }),
  // Field labels inside validation messages
  msg({ id: 'Need' }),
  msg({ id: 'The message' }),
  msg({ id: 'Version' }),
  msg({ id: 'Topics' }),
  msg({ id: 'Preferred topics' }),
  msg({ id: 'Address' }),
  msg({ id: 'Landmark' }),
  msg({ id: 'Map link' }),
  msg({ id: 'Meeting link' }),
  // Errors the server sends (src/server)
  msg({ id: 'Need not found.' }),
  msg({ id: 'Only volunteers can send requests to NGOs.' }),
  msg({ id: 'The code of conduct has changed since you opened it. Please read the new version.' }),
  msg({ id: 'Please read and accept the code of conduct for working with children first.' }),
  msg({ id: 'This NGO was not found.' }),
  msg({ id: 'Choose a day, time slot and topic from your profile.' }),
  msg({ id: 'You can list at most 30 needs. Remove one first.' }),
  msg({ id: '{timeSlot} is not one of your teaching times on {day}.' }),
  msg({ id: 'Request not found.' }),
  msg({ id: 'This request is still pending.' }),
  msg({ id: 'This request was already accepted.' }),
  msg({ id: 'This request was declined.' }),
  msg({ id: 'This request was withdrawn.' }),
  msg({ id: 'This request has ended.' }),
  msg({ id: 'This partnership was already accepted.' }),
  msg({ id: 'This partnership has ended.' }),
  // Matching reasons and differences (src/shared/ranking.ts): parts joined by " · "
  msg({ id: '{topics} in {city}' }),
  msg({ id: '{topics} online' }),
  msg({ id: '{day} {range} fits your {slots}' }),
  msg({ id: '{day} {range} runs past your {slots}' }),
  // A volunteer's slot with what its part means (slotWithHours, src/shared/teaching-times.ts)
  msg({ id: '{slot} (until {time})' }),
  msg({ id: '{slot} (from {time})' }),
  msg({ id: 'teaches in {languages}' }),
  msg({ id: 'works with teens' }),
  msg({ id: 'works with children' }),
  msg({ id: 'no shared time yet' }),
  msg({ id: 'add your availability to compare times' }),
  msg({ id: 'needs 1 more volunteer' }),
  msg({ id: 'needs {count} more volunteers' }),
  msg({ id: 'has all the volunteers it asked for' }),
  msg({ id: 'in {city}' }),
  msg({ id: 'not on {day}' }),
  msg({ id: 'in {city}, not {wanted}' }),
  msg({ id: 'teaches {topics}, not {wanted}' }),
  // Exact hours (src/shared/availability.ts): their errors, and the reasons that quote them.
  msg({ id: 'These hours overlap others on {day}.' }),
  msg({ id: 'You can add at most 21 ranges of hours.' }),
  msg({ id: 'Exact hours must be a list.' }),
  msg({ id: 'Choose after 5 PM or leave it out.' }),
  msg({ id: '{day} {range} fits your free hours ({hours})' }),
  msg({ id: '{day} {range} runs past your free hours ({hours})' }),
];
