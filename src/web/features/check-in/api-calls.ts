// Check-in's calls through the typed client; response types come from the server.
import { api, unwrap } from '../../api';

const checkIn = api['check-in'];

export const checkInWith = (token: string) => unwrap(checkIn.$post({ json: { token } }));
export type CheckedIn = Awaited<ReturnType<typeof checkInWith>>;

export const joinClass = (sessionId: string) =>
  unwrap(checkIn.sessions[':id'].join.$post({ param: { id: sessionId } }));

export const fetchCheckInCode = (classId: string, startsAt: string) =>
  unwrap(checkIn.classes[':classId'].code.$get({ param: { classId }, query: { startsAt } }));
export type CheckInCode = Awaited<ReturnType<typeof fetchCheckInCode>>;
