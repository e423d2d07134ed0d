import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail';

describe('createMailer without SMTP_URL', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file in DATA_DIR/outbox and logs one line with the link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-mail-'));
    dirs.push(dataDir);
    const outboxDir = path.join(dataDir, 'outbox');
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const mailer = createMailer({ from: 'Setu <no-reply@setu.local>', outboxDir, logger });
    const link = 'http://localhost:3000/#/reset-password?token=abcDEF123_-xyz';
    await mailer.send({
      to: 'asha@example.org',
      subject: 'Reset your Setu password',
      text: `Hello Asha,\n\nOpen this link within 30 minutes:\n\n${link}\n\n— Setu`,
    });

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: asha@example\.org$/m);
    expect(eml).toMatch(/^From: Setu <no-reply@setu\.local>$/m);
    expect(eml).toMatch(/^Subject: Reset your Setu password$/m);
    const body = eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    expect(body).toContain(link);

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ msg: 'mail written to outbox', to: 'asha@example.org', link });
    expect(entry.file).toBe(path.join(outboxDir, files[0]!));
  });
});
