import { useSearchParams } from 'react-router';

/**
 * The token of a link from an email (reset, confirm, stop, welcome): normally in the hash
 * route's query (/#/reset-password?token=…), but a mail provider's redirect can move it before
 * the '#' (/?token=…#/reset-password).
 */
export function readLinkToken(routeSearch: URLSearchParams, pageSearch: string): string | null {
  const token = routeSearch.get('token') ?? new URLSearchParams(pageSearch).get('token');
  return token?.trim() || null;
}

/** The token of the link this page was opened from, null when there is none. */
export function useLinkToken(): string | null {
  const [routeSearch] = useSearchParams();
  return readLinkToken(routeSearch, window.location.search);
}
