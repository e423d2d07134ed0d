import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../tests/api/accounts-fixtures';
import { createMailer } from './mailer';

const FROM = 'Setu <no-reply@setu.local>';
const TOKEN = 'abcDEF123_-xyz';
const LINK = `http://localhost:3000/#/reset-password?token=${TOKEN}`;
const RESET = {
  to: 'asha@example.org',
  subject: 'Reset your Setu password',
  text: `Hello Asha,\n\nOpen this link within 30 minutes:\n\n${LINK}\n\n— Setu`,
};

/** A real pino logger whose lines are kept, parsed, for the assertions. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        raw.push(String(chunk));
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { logger, lines, raw };
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const META = { kind: 'password-reset', id: 42 };
const decodedBody = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

describe('createMailer', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  function outbox() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-mail-'));
    dirs.push(dataDir);
    return path.join(dataDir, 'outbox');
  }

  it('outside production without SMTP_URL: an owner-only .eml in DATA_DIR/outbox, one log line with the link', async () => {
    const outboxDir = outbox();
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({ from: FROM, outboxDir, logger, production: false });
    expect(lines).toEqual([]);
    await mailer.send(RESET, META);

    expect(modeOf(outboxDir)).toBe(0o700);
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(outboxDir, files[0]!);
    expect(modeOf(file)).toBe(0o600);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toMatch(/^To: asha@example\.org$/m);
    expect(eml).toMatch(/^From: Setu <no-reply@setu\.local>$/m);
    expect(eml).toMatch(/^Subject: Reset your Setu password$/m);
    expect(decodedBody(eml)).toContain(LINK);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'mail written to outbox',
      mail: 'password-reset',
      mailId: 42,
      link: LINK,
      file,
    });
    // The log names the mail by kind and id: no address, no subject, no name.
    expect(lines[0]).not.toHaveProperty('to');
    expect(lines[0]).not.toHaveProperty('subject');
    expect(JSON.stringify(lines[0])).not.toContain('Asha');
  });

  it('closes an outbox that an older Setu left readable by others', async () => {
    const outboxDir = outbox();
    fs.mkdirSync(outboxDir, { mode: 0o755 });
    fs.chmodSync(outboxDir, 0o755);
    const mailer = createMailer({
      from: FROM,
      outboxDir,
      logger: capturedLogger().logger,
      production: false,
    });
    await mailer.send(RESET, META);
    expect(modeOf(outboxDir)).toBe(0o700);
  });

  it.each([
    ['in production', { production: true }],
    ['when the caller does not say (the safe side)', {}],
  ])(
    'without SMTP_URL %s: warns once at start-up and never logs the link',
    async (_label, mode) => {
      const outboxDir = outbox();
      const { logger, lines, raw } = capturedLogger();
      const mailer = createMailer({ from: FROM, outboxDir, logger, ...mode });

      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 40, outboxDir });
      const warning = String(lines[0]!.msg);
      expect(warning).not.toContain('\n');
      expect(warning).toContain('SMTP_URL is not set');
      expect(warning).toContain('password reset links');
      expect(warning).toContain(outboxDir);
      expect(warning).toMatch(/Set SMTP_URL \(for example smtps:\/\/.+\) to send mail\./);

      await mailer.send(RESET, META);
      await mailer.send(RESET, META);
      expect(lines).toHaveLength(3);
      for (const line of lines.slice(1)) {
        expect(line).toMatchObject({ level: 30, msg: 'mail written to outbox' });
        expect(line).not.toHaveProperty('link');
      }
      expect(raw.join('')).not.toContain(TOKEN);
      // The mail itself still carries the working link, for the person who reads the outbox.
      const files = fs.readdirSync(outboxDir);
      expect(files).toHaveLength(2);
      for (const name of files) {
        const file = path.join(outboxDir, name);
        expect(modeOf(file)).toBe(0o600);
        expect(decodedBody(fs.readFileSync(file, 'utf8'))).toContain(LINK);
      }
    },
  );

  it('with SMTP_URL in production: sends through SMTP, no warning, no outbox, no link in the log', async () => {
    const smtp = await startSmtpServer();
    try {
      const outboxDir = outbox();
      const { logger, lines, raw } = capturedLogger();
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: FROM,
        outboxDir,
        logger,
        production: true,
      });
      expect(lines).toEqual([]);
      await mailer.send(RESET, META);

      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual(['asha@example.org']);
      expect(decodedBody(smtp.messages[0]!.raw)).toContain(LINK);
      expect(fs.existsSync(outboxDir)).toBe(false);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'mail sent',
          mail: 'password-reset',
          mailId: 42,
        }),
      ]);
      expect(raw.join('')).not.toContain(TOKEN);
      expect(raw.join('')).not.toContain('asha');
      expect(raw.join('')).not.toContain(RESET.subject);
      // One Message-ID per outbox row, so a receiver can tell a repeat from a new mail.
      expect(smtp.messages[0]!.raw).toMatch(/^Message-ID: <outbox-42\.setu\.local>$/im);
    } finally {
      await smtp.close();
    }
  });
});
