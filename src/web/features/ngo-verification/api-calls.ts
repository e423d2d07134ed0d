// The NGO's verification calls, typed from the server's router.
import type { NgoVerificationInput } from '../../../shared/ngo-verification';
import { api, unwrap, type InferResponseType } from '../../api';

export type VerificationAnswer = Extract<
  InferResponseType<typeof api.ngo.verification.$get>,
  { status: unknown }
>;

export function fetchVerification() {
  return unwrap(api.ngo.verification.$get());
}

export function submitVerification(json: NgoVerificationInput) {
  // The route types its input as the schema's output (darpanId null); the server parses this.
  return unwrap(api.ngo.verification.$put({ json: json as never }));
}
