import { Trans } from '@lingui/react/macro';
import { LoginLink, signupPage } from '../../components/signup-page';
import { VolunteerForm } from './volunteer-form';

export default signupPage(
  <Trans>Volunteer registration</Trans>,
  <Trans>
    Tell us where and when you can teach. We match you with NGOs near you. Already registered?{' '}
    <LoginLink>Log in</LoginLink>.
  </Trans>,
  VolunteerForm,
);
