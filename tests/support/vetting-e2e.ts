// A volunteer vetted against a running server, the real way: Setu's course passed through its
// quiz (the answers read from the server's question bank, as a volunteer who read the course
// would give them), and an ID uploaded and verified by an operator. Browser tests whose volunteer
// must teach call this (createVolunteer does by default); the gate then lets their partnership
// run (docs/decisions/0041-vetting-gate.md).
import { expect } from 'vitest';
import { QUESTION_BANK } from '../../src/server/safeguarding-course/question-bank';
import { pngFile } from '../../src/server/vetting-documents/test-files';
import type { E2EServer } from './e2e-server';
import { operatorCookieFor } from './ngo-verification-e2e';
import { cookieFrom } from './operators';

export async function vetVolunteerOnServer(
  server: Pick<E2EServer, 'url' | 'dataDir'>,
  volunteer: { email: string; password: string },
): Promise<void> {
  const call = (method: string, path: string, body?: unknown, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        origin: server.url,
        ...(cookie ? { cookie } : {}),
        ...(body instanceof FormData || body === undefined
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  const login = await call('POST', '/api/accounts/login', {
    userType: 'Volunteer',
    email: volunteer.email,
    password: volunteer.password,
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = cookieFrom(login);

  const started = await call('POST', '/api/safeguarding-course/attempts', undefined, cookie);
  expect(started.status, await started.clone().text()).toBe(200);
  const drawn = (await started.json()) as { attemptId: number; questions: { id: string }[] };
  const answers = drawn.questions.map((q) => ({
    questionId: q.id,
    optionId: QUESTION_BANK.find((b) => b.id === q.id)!.answer,
  }));
  const submitted = await call(
    'POST',
    `/api/safeguarding-course/attempts/${drawn.attemptId}/submit`,
    { answers },
    cookie,
  );
  expect(submitted.status, await submitted.clone().text()).toBe(200);

  const form = new FormData();
  form.set('idType', 'pan');
  form.set('file', new File([new Uint8Array(await pngFile())], 'id.png', { type: 'image/png' }));
  const uploaded = await call('POST', '/api/vetting-documents/identity', form, cookie);
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);

  const operator = await operatorCookieFor(server);
  const queue = await call('GET', '/api/operator/documents', undefined, operator);
  expect(queue.status).toBe(200);
  const { documents } = (await queue.json()) as {
    documents: { id: number; email: string; kind: string }[];
  };
  const mine = documents.find(
    (d) => d.email === volunteer.email.trim().toLowerCase() && d.kind === 'identity',
  );
  expect(mine, `no ID waiting for ${volunteer.email}`).toBeDefined();
  const verified = await call(
    'POST',
    `/api/operator/documents/${mine!.id}/verify`,
    undefined,
    operator,
  );
  expect(verified.status, await verified.clone().text()).toBe(200);
}
