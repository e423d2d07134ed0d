// The own-data export is a download (GET /api/accounts/me/export answers with c.body and a file
// name), so the typed client has no JSON type for it: its type is what exportOwnData builds.
import type { JSONParsed } from 'hono/utils/types';
import type { exportOwnData } from '../../src/server/own-data/export';

/** The export's JSON, as src/server/own-data/export.ts builds it and JSON carries it. */
export type OwnDataExport = JSONParsed<NonNullable<Awaited<ReturnType<typeof exportOwnData>>>>;

/** Reads an export download as the server built it. */
export async function exportBody(res: { json(): Promise<unknown> }): Promise<OwnDataExport> {
  return (await res.json()) as OwnDataExport;
}

/** A volunteer's export (the requests they sent); anyone else's fails the test. */
export function volunteerExport(body: OwnDataExport) {
  if (!('requestsSent' in body)) throw new Error(`not a volunteer's export: ${body.account.role}`);
  return body;
}

/** An NGO's export (the requests it received); anyone else's fails the test. */
export function ngoExport(body: OwnDataExport) {
  if (!('requestsReceived' in body)) throw new Error(`not an NGO's export: ${body.account.role}`);
  return body;
}
