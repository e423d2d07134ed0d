// Partnership health and the check-ins, typed from the server's router (src/server/partnership-health).
import type { CheckInChoice } from '../../../shared/partnership-health';
import { api, unwrap, type InferResponseType } from '../../api';

export type AtRiskData = InferResponseType<(typeof api)['partnership-health']['$get'], 200>;
export type AtRisk = AtRiskData['partnerships'][number];

export const fetchAtRisk = () => unwrap(api['partnership-health'].$get());
export const fetchAtRiskForOperators = () => unwrap(api.operator['partnership-health'].$get());

const checkIn = api['partnership-health']['check-ins'][':id'];
export const fetchCheckIn = (id: string) => unwrap(checkIn.$get({ param: { id } }));
export const answerCheckIn = (id: string, choice: CheckInChoice) =>
  unwrap(checkIn.$post({ param: { id }, json: { choice } }));
