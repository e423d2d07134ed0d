import { Trans } from '@lingui/react/macro';
import { LoginLink, signupPage } from '../../components/signup-page';
import { NgoForm } from './ngo-form';

export default signupPage(
  <Trans>NGO registration</Trans>,
  <Trans>
    Describe your organisation and the help you need, and volunteers near you can find you. Already
    registered? <LoginLink>Log in</LoginLink>.
  </Trans>,
  NgoForm,
);
