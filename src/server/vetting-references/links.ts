// The addresses the references' emails carry: the referee's form, the operators' page of a
// volunteer's references, and the volunteer's own screen (from the route registry, src/shared/paths.ts).
import { appUrl, operatorReferencesPath, PATHS } from '../../shared/paths';

export function referenceLinks(publicUrl: string) {
  return {
    linkUrl: (token: string) => appUrl(publicUrl, PATHS.reference, { token }),
    consoleUrl: (volunteerUid: string) => appUrl(publicUrl, operatorReferencesPath(volunteerUid)),
    checksUrl: appUrl(publicUrl, PATHS.checksReferences),
  };
}
