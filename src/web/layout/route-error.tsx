import { Trans, useLingui } from '@lingui/react/macro';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { withSiteName } from '../page-titles';
import { PATHS } from '../paths';
import { Link } from '../components/link';

export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module/i.test(error.message);
  const heading = t`Something went wrong`;
  useEffect(() => {
    document.title = withSiteName(heading);
  }, [heading]);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-3">
        {chunkFailed
          ? t`Setu was updated or the connection dropped. Reload the page to continue.`
          : t`Please try again. If it keeps happening, write to us from the Contact page.`}
      </p>
      <Link to={PATHS.home} className="mt-6 inline-block underline">
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}

interface BoundaryState {
  /** What the page threw, and the location it was shown at; null while all is well. */
  failure: { error: unknown; at: string | null } | null;
}

class Boundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error, at: null } };
  }

  static getDerivedStateFromProps(
    { resetKey }: { resetKey: string },
    { failure }: BoundaryState,
  ): BoundaryState | null {
    if (!failure) return null;
    if (failure.at === null) return { failure: { ...failure, at: resetKey } };
    // A navigation since the failure: render the new page.
    return failure.at === resetKey ? null : { failure: null };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteError error={failure.error} /> : this.props.children;
  }
}

/**
 * A page that throws while rendering, or whose chunk fails to load (a deploy, a dropped
 * connection), shows RouteError in place of the whole layout; the next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
