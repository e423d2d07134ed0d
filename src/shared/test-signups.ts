// For the unit tests of the sign-up schemas and forms: one complete NGO registration, so the
// schema's tests and the form's describe the same NGO and each changes only what it checks.
import type { NgoSignup } from './schemas';

export const TEST_NGO_SIGNUP = {
  ngoName: 'Vidya Kendra',
  contactPerson: 'Ravi Kumar',
  email: 'ravi@vidya.org',
  password: 'a long passphrase',
  phone: '011 2345 6789',
  location: 'Delhi',
  website: '',
  areaOfWork: 'Education',
  volunteerReqs: 'Weekend maths tutors',
  schedule: 'Saturdays 11 AM',
  description: 'Evening classes.',
  agree: true,
} satisfies NgoSignup;
