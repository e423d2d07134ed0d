import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { PATHS } from '../paths';

export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module/i.test(error.message);
  const heading =
    isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong';
  useEffect(() => {
    document.title = `${heading} · Setu`;
  }, [heading]);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-3">
        {chunkFailed
          ? 'Setu was updated or the connection dropped. Reload the page to continue.'
          : 'Please try again. If it keeps happening, write to us from the Contact page.'}
      </p>
      <Link to={PATHS.home} className="mt-6 inline-block underline">
        Back to the home page
      </Link>
    </section>
  );
}
