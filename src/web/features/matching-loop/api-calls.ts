// The matching loop's calls through the typed client; response types come from the server.
import type {
  AcceptRequestInput,
  MatchingFilterInput,
  NgoMatchingProfile,
  RequestInput,
  VolunteerPreferences,
} from '../../../shared/schemas';
import type { EndReason } from '../../../shared/endings';
import { api, unwrap } from '../../api';

export const fetchNgoProfile = () => unwrap(api['ngo-profile'].$get());
export const saveNgoProfile = (json: NgoMatchingProfile) =>
  unwrap(api['ngo-profile'].$put({ json }));

export const fetchPreferences = () => unwrap(api['volunteer-preferences'].$get());
export const savePreferences = (json: VolunteerPreferences) =>
  unwrap(api['volunteer-preferences'].$put({ json }));
export const acceptCodeOfConduct = (version: string) =>
  unwrap(api['volunteer-preferences']['code-of-conduct'].$post({ json: { version } }));

export const fetchRequests = () => unwrap(api.requests.$get());
export const createRequest = (listingId: number, message = '', time?: RequestInput['time']) =>
  unwrap(api.requests.$post({ json: { listingId, message, ...(time ? { time } : {}) } }));

type Action = 'decline' | 'withdraw';
export const changeRequest = (id: number, action: Action) =>
  unwrap(api.requests[':id'][action].$post({ param: { id: String(id) } }));
export const endPartnership = (id: number, json: { reason: EndReason; feedback: string }) =>
  unwrap(api.requests[':id'].end.$post({ param: { id: String(id) }, json }));
export const leaveFeedback = (id: number, feedback: string) =>
  unwrap(api.endings[':id'].feedback.$post({ param: { id: String(id) }, json: { feedback } }));
export const acceptRequest = (id: number, json: AcceptRequestInput) =>
  unwrap(api.requests[':id'].accept.$post({ param: { id: String(id) }, json }));

export const fetchBestMatches = () => unwrap(api.matches.best.$get());
export const askCityWatch = () => unwrap(api['city-watch'].$post());
export const fetchNearMisses = (filters: { topic: string; day: string; location: string }) =>
  unwrap(
    api.matches['near-misses'].$get({
      query: {
        topic: filters.topic,
        // A day from a hand-edited URL may be anything: the server answers it with a 400.
        day: filters.day as NonNullable<MatchingFilterInput['day']>,
        location: filters.location,
        date: '',
        timeRange: '',
        afterFive: '',
        offset: '0',
      },
    }),
  );

export type NgoProfileAnswer = Awaited<ReturnType<typeof fetchNgoProfile>>;
export type PreferencesAnswer = Awaited<ReturnType<typeof fetchPreferences>>;
export type RequestsAnswer = Awaited<ReturnType<typeof fetchRequests>>;
export type NgoRequestsAnswer = Extract<RequestsAnswer, { role: 'ngo' }>;
export type VolunteerRequestsAnswer = Extract<RequestsAnswer, { role: 'volunteer' }>;
export type IncomingRequest = NgoRequestsAnswer['requests'][number];
export type OutgoingRequest = VolunteerRequestsAnswer['requests'][number];
export type BestMatch = Awaited<ReturnType<typeof fetchBestMatches>>['matches'][number];
export type OtherCityMatch = Awaited<ReturnType<typeof fetchBestMatches>>['otherCities'][number];
export type NearMissItem = Awaited<ReturnType<typeof fetchNearMisses>>['nearMisses'][number];

/** The calendar file of the volunteer's weekly sessions (a plain download link). */
export const SCHEDULE_ICS_URL = '/api/requests/schedule.ics';
