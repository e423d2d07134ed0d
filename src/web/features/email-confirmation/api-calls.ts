// The email-confirmation calls of the banner and the confirm page.
import { api, unwrap } from '../../api';

export type ConfirmationStatus = { confirmed: boolean; email: string };

export function fetchConfirmationStatus(): Promise<ConfirmationStatus> {
  return unwrap(api.accounts['confirm-email'].$get());
}

export function resendConfirmationLink() {
  return unwrap(api.accounts['confirm-email'].resend.$post());
}

export function confirmEmailLink(token: string) {
  return unwrap(api.accounts['confirm-email'].$post({ json: { token } }));
}
