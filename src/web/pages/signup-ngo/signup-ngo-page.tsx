import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SignupPage, signupLoginLinkClass } from '../../components/signup-form';
import { PATHS } from '../../paths';
import { NgoForm } from './ngo-form';

export default function SignupNgoPage() {
  const { t } = useLingui();
  return (
    <SignupPage
      title={t`NGO registration`}
      intro={
        <Trans>
          Describe your organisation and the help you need, and volunteers near you can find you.
          Already registered?{' '}
          <Link to={PATHS.login} className={signupLoginLinkClass}>
            Log in
          </Link>
          .
        </Trans>
      }
    >
      <NgoForm />
    </SignupPage>
  );
}
