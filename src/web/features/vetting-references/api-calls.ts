// Two references, typed from the server's router (src/server/vetting-references): the volunteer's
// screen, the referee's form and the operators' page.
import type { RefereeInput, ReferenceAnswerInput, RefereesInput } from '../../../shared/references';
import { api, unwrap, type InferResponseType } from '../../api';

export type RefereesView = InferResponseType<typeof api.references.$get, 200>;
export type OperatorReferences = InferResponseType<
  (typeof api.operator.references)[':uid']['$get'],
  200
>;

export const fetchReferees = () => unwrap(api.references.$get());

export const nameReferees = (json: RefereesInput) => unwrap(api.references.$post({ json }));

export const replaceReferee = (slot: number, json: RefereeInput) =>
  unwrap(api.references[':slot'].replace.$post({ param: { slot: String(slot) }, json }));

export const resendToReferee = (slot: number) =>
  unwrap(api.references[':slot'].resend.$post({ param: { slot: String(slot) } }));

export const lookUpReferenceRequest = (token: string) =>
  unwrap(api['reference-requests'].$get({ query: { token } }));

/** The form always sends concernText ('' without a concern). */
export const answerReferenceRequest = (json: ReferenceAnswerInput & { concernText: string }) =>
  unwrap(api['reference-requests'].answer.$post({ json }));

export const fetchOperatorReferences = (uid: string) =>
  unwrap(api.operator.references[':uid'].$get({ param: { uid } }));

export const decideReferences = (
  uid: string,
  json: { decision: 'valid' | 'rejected'; reason?: 'concern' | 'unconfirmed'; note: string },
) => unwrap(api.operator.references[':uid'].decide.$post({ param: { uid }, json }));
