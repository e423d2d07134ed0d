// Every user-facing text the spec quotes (SPEC.md §2, §5, §8), word for word.
// The UI and the tests both import from here.

export const MESSAGES = {
  agreeVolunteer: 'Please agree to the terms.',
  agreeNgo: 'Please confirm the information is accurate.',
  loginMissing: 'Please select user type and enter email and password.',
  resetMissingEmail: 'Please enter your email to reset password.',
  invalidCredentials: 'Invalid email or password.',
  somethingWrong: 'Something went wrong. Please try again later.',
  noProfile: 'No profile found. Please enter correct credentials.',
  resetFailed: 'Error sending reset email. Make sure the email is correct.',
  resetSent: 'Password reset email sent! Check your inbox.',
  volunteerRegistered: 'Volunteer registered successfully!',
  volunteerSignupFailedPrefix: 'Signup failed: ',
  ngoRegistered: 'NGO registered successfully!',
  ngoSignupFailedPrefix: 'Error: ',
  feedbackThanks: "Thank you for your feedback! We'll get back to you soon.",
  noSchedule: 'You currently have no volunteering activities scheduled.',
  noMatches: 'No matching NGOs found.',
  emailTaken: 'An account with this email already exists.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export const SUPPORT_EMAIL = 'support@setu.org.in';
export const SUPPORT_HOURS = 'Mon-Fri 9:00am-5:00pm';

/** Connect's message on a matching result (issue 4). */
export function connectMessage(name: string, id: number): string {
  return `Connection request sent to ${name} (NGO #${id}).`;
}
