// Breaks, typed from the server's router (src/server/breaks).
import type { BreakValues } from '../../../shared/breaks';
import { api, unwrap, type InferResponseType } from '../../api';

export type BreaksData = InferResponseType<typeof api.breaks.$get, 200>;
export type SeenBreak = BreaksData['breaks'][number];
export type Breakable = BreaksData['partnerships'][number];

export const fetchBreaks = () => unwrap(api.breaks.$get());

export const takeBreak = (requestId: number, json: BreakValues) =>
  unwrap(
    api.breaks.partnerships[':requestId'].$post({ param: { requestId: String(requestId) }, json }),
  );

export const endBreak = (id: number) =>
  unwrap(api.breaks[':id'].end.$post({ param: { id: String(id) } }));

export const pauseClass = (classId: string, json: BreakValues) =>
  unwrap(api.breaks.classes[':classId'].$post({ param: { classId }, json }));
