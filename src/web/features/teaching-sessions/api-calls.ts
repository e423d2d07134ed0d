// The sessions' calls through the typed client; response types come from the server.
import type {
  AttendanceInput,
  CancelSessionInput,
  MoveSessionInput,
} from '../../../shared/teaching-sessions';
import { api, unwrap, type InferResponseType } from '../../api';

export const fetchSessions = () => unwrap(api.sessions.$get());
export type SessionsData = Exclude<InferResponseType<typeof api.sessions.$get, 200>, never>;
export type TeachingSession = SessionsData['sessions'][number];

const param = (id: number) => ({ id: String(id) });

export const cancelSession = (id: number, json: CancelSessionInput) =>
  unwrap(api.sessions[':id'].cancel.$post({ param: param(id), json }));
export const moveSession = (id: number, json: MoveSessionInput) =>
  unwrap(api.sessions[':id'].move.$post({ param: param(id), json }));
export const markAttendance = (id: number, json: AttendanceInput) =>
  unwrap(api.sessions[':id'].attendance.$post({ param: param(id), json }));
export const confirmTaught = (id: number) =>
  unwrap(api.sessions[':id'].taught.$post({ param: param(id) }));
