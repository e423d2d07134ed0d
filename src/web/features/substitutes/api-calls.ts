// Cover for a cancelled session, through the typed client (docs/decisions/0042-substitutes.md).
import { api, unwrap, type InferResponseType } from '../../api';

export type NgoCover = InferResponseType<typeof api.substitutes.ngo.$get, 200>;
export type CoveredSession = NgoCover['sessions'][number];
export type CoverOffers = InferResponseType<typeof api.substitutes.offers.$get, 200>;
export type CoverOffer = CoverOffers['offers'][number];

export const fetchNgoCover = () => unwrap(api.substitutes.ngo.$get());
export const setAlwaysCover = (always: boolean) =>
  unwrap(api.substitutes.ngo.always.$put({ json: { always } }));
export const findCover = (sessionId: number) =>
  unwrap(api.substitutes.sessions[':id'].find.$post({ param: { id: String(sessionId) } }));

export const fetchOffers = () => unwrap(api.substitutes.offers.$get());
const param = (sessionId: number) => ({ param: { sessionId: String(sessionId) } });
export const acceptOffer = (sessionId: number) =>
  unwrap(api.substitutes.offers[':sessionId'].accept.$post(param(sessionId)));
export const declineOffer = (sessionId: number) =>
  unwrap(api.substitutes.offers[':sessionId'].decline.$post(param(sessionId)));
