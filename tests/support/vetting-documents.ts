// The document calls of tests/api/vetting-documents.test.ts, through the typed client: a
// volunteer's uploads (multipart forms, as the upload screen sends them) and an operator's
// queue and decisions.
import { REJECTION_REASONS, type IdType } from '../../src/shared/vetting-documents';
import { nextIp } from './factories';
import { api, expectJson, type TestApp } from './test-app';

/** `app` and `operatorCookie` are read at each call: a test file makes them in beforeAll. */
export function documentCalls(app: () => TestApp, operatorCookie: () => string) {
  const client = (cookie?: string) => api(app(), { cookie, ip: nextIp() });
  const file = (bytes: Uint8Array, name: string, type = 'image/png') =>
    new File([new Uint8Array(bytes)], name, { type });
  return {
    client,
    uploadId: (cookie: string, bytes: Uint8Array, idType: IdType = 'pan', name = 'id.png') =>
      client(cookie)['vetting-documents'].identity.$post({
        form: { idType, file: file(bytes, name) },
      }),
    uploadPcc: (cookie: string, bytes: Uint8Array, issueDate: string) =>
      client(cookie)['vetting-documents']['police-clearance'].$post({
        form: { issueDate, file: file(bytes, 'pcc.pdf', 'application/pdf') },
      }),
    queue: async (cookie = operatorCookie()) =>
      (await expectJson(client(cookie).operator.documents.$get())).documents,
    /** Verify, or reject with the unmasked-Aadhaar reason. */
    decide: (id: number, decision: 'verify' | 'reject', cookie = operatorCookie()) => {
      const param = { documentId: String(id) };
      const calls = client(cookie).operator.documents[':documentId'];
      return decision === 'verify'
        ? calls.verify.$post({ param })
        : calls.reject.$post({ param, json: { reason: REJECTION_REASONS[0] } });
    },
  };
}
