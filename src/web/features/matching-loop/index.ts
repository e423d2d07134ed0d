// The matching loop's pieces, mounted by the dashboards and the matching page.
export { BestMatches } from './best-matches';
export { CodeOfConductDialog } from './code-of-conduct-dialog';
export { ConnectButton, SampleLabel } from './connect-button';
export { ConnectNoticeBar } from './connect-notice';
export { IncomingRequests } from './incoming-requests';
export { MatchingGapsNotice } from './matching-gaps-notice';
export { MyRequests, ScheduleDownload } from './my-requests';
export { NearMisses } from './near-misses';
export { NgoMatchingProfileForm } from './ngo-matching-profile-form';
export { useConnect, type Connectable } from './use-connect';
export { preferenceFieldId, VolunteerPreferencesForm } from './volunteer-preferences-form';
