import { Trans } from '@lingui/react/macro';
import { PATHS } from '../../paths';
import { Link } from '../../components/link';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-800">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-4">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link
        to={PATHS.home}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
