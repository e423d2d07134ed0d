// The classes' calls through the typed client; response types come from the server.
import type { ClassAttendanceInput } from '../../../shared/classes';
import { api, unwrap, type InferResponseType } from '../../api';

const classes = api.ngo.classes;
const param = (classId: string) => ({ classId });

export const fetchClasses = () => unwrap(classes.$get());
export type ClassesAnswer = InferResponseType<typeof classes.$get, 200>;
export type ClassSummary = ClassesAnswer['classes'][number];

export const fetchClass = (classId: string) =>
  unwrap(classes[':classId'].$get({ param: param(classId) }));
export type ClassAnswer = InferResponseType<(typeof classes)[':classId']['$get'], 200>;

export const fetchRoster = (classId: string, before?: number) =>
  unwrap(
    classes[':classId'].roster.$get({
      param: param(classId),
      query: before === undefined ? {} : { before },
    }),
  );
export type RosterPage = Awaited<ReturnType<typeof fetchRoster>>;

export const fetchClassSessions = (classId: string, when: 'ahead' | 'past', before?: number) =>
  unwrap(
    classes[':classId'].sessions.$get({
      param: param(classId),
      query: before === undefined ? { when } : { when, before },
    }),
  );
export type SessionsPage = Awaited<ReturnType<typeof fetchClassSessions>>;
export type SessionTime = SessionsPage['times'][number];

export const markClass = (classId: string, json: ClassAttendanceInput) =>
  unwrap(classes[':classId'].attendance.$post({ param: param(classId), json }));
