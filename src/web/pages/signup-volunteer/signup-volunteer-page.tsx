import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SignupPage, signupLoginLinkClass } from '../../components/signup-form';
import { PATHS } from '../../paths';
import { VolunteerForm } from './volunteer-form';

export default function SignupVolunteerPage() {
  const { t } = useLingui();
  return (
    <SignupPage
      title={t`Volunteer registration`}
      intro={
        <Trans>
          Tell us where and when you can teach. We match you with NGOs near you. Already registered?{' '}
          <Link to={PATHS.login} className={signupLoginLinkClass}>
            Log in
          </Link>
          .
        </Trans>
      }
    >
      <VolunteerForm />
    </SignupPage>
  );
}
