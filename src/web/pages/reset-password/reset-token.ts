/**
 * The reset token: normally in the hash route's query (/#/reset-password?token=…), but a mail
 * provider's redirect can move it before the '#' (/?token=…#/reset-password).
 */
export function readResetToken(routeSearch: URLSearchParams, pageSearch: string): string | null {
  const token = routeSearch.get('token') ?? new URLSearchParams(pageSearch).get('token');
  return token?.trim() || null;
}
