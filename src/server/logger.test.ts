import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED, requestLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

describe('createLogger', () => {
  it('redacts personal fields and secrets at the top level and one object down', () => {
    const { logger, lines } = capture();
    const personal = {
      name: 'Asha Verma',
      fullName: 'Asha Verma',
      ngoName: 'Pratham',
      contactPerson: 'Ravi Kumar',
      email: 'asha@example.org',
      to: 'asha@example.org',
      phone: '+91 98765 43210',
      password: 'secret-pass-1',
      newPassword: 'secret-pass-2',
      token: 'reset-token',
      cookie: 'session=abc',
      authorization: 'Bearer abc',
      query: { topic: 'Maths' },
      params: ['Asha Verma', 'asha@example.org'],
    };
    logger.info({ ...personal, user: personal, requestId: 'r-1', path: '/api/x' }, 'hello');
    const [line] = lines;
    const text = JSON.stringify(line);
    for (const value of [
      'Asha',
      'Pratham',
      'Ravi',
      'asha@',
      '98765',
      'secret',
      'reset-token',
      'abc',
    ])
      expect(text, value).not.toContain(value);
    expect(line).toMatchObject({ requestId: 'r-1', path: '/api/x', email: REDACTED, msg: 'hello' });
    expect((line!.user as Record<string, unknown>).phone).toBe(REDACTED);
  });

  it('writes to stdout when no destination is given', () => {
    const logger = createLogger('silent');
    expect(logger.level).toBe('silent');
  });

  it('writes request lines through a child without the redaction pass; the parent keeps it', () => {
    const { logger, lines } = capture();
    const requests = requestLogger(logger);
    requests({ requestId: 'r-2', method: 'GET', path: '/api/ngos', status: 200, ms: 1 });
    logger.info({ email: 'asha@example.org' }, 'after');
    expect(lines[0]).toMatchObject({
      service: 'setu',
      requestId: 'r-2',
      method: 'GET',
      path: '/api/ngos',
      status: 200,
      ms: 1,
      msg: 'request',
    });
    expect(lines[0]!.time).toEqual(expect.any(String));
    expect(lines[1]).toMatchObject({ email: REDACTED, msg: 'after' });
  });
});
