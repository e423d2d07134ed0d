import { Trans } from '@lingui/react/macro';
import { PATHS } from '../../paths';
import { NgoForm } from './ngo-form';
import { Link } from '../../components/link';

export default function SignupNgoPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">
        <Trans>NGO registration</Trans>
      </h1>
      <p className="mt-2 mb-8 text-gray-700">
        <Trans>
          Describe your organisation and the help you need, and volunteers near you can find you.
          Already registered?{' '}
          <Link to={PATHS.login} className="font-semibold text-brand-800 underline">
            Log in
          </Link>
          .
        </Trans>
      </p>
      <NgoForm />
    </section>
  );
}
