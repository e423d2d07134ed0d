// The addresses the references' emails carry: the referee's form, the operators' page of a
// volunteer's references, and the volunteer's own screen (src/web/paths.ts names the same paths).
export function referenceLinks(publicUrl: string) {
  return {
    linkUrl: (token: string) => `${publicUrl}/#/reference?token=${encodeURIComponent(token)}`,
    consoleUrl: (volunteerUid: string) =>
      `${publicUrl}/#/operator/accounts/${encodeURIComponent(volunteerUid)}/references`,
    checksUrl: `${publicUrl}/#/checks/references`,
  };
}
