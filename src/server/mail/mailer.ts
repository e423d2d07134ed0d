// Real mail: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
// DATA_DIR/outbox, readable only by Setu's user, so a reset works on a laptop. Outside production
// one log line carries the message's first link; in production the log never holds a working
// reset link, and start-up warns that mail is not leaving the machine. Log lines name a mail by
// its kind and outbox id, never by recipient or subject (subjects hold people's names).
// Only the outbox's delivery (src/server/mail/outbox.ts) calls send: docs/decisions/0030-mail-outbox.md.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How the log and the Message-ID name one mail: its kind and its outbox row. */
export interface MailMeta {
  kind: string;
  id: number;
}

export interface Mailer {
  send(message: MailMessage, meta?: MailMeta): Promise<void>;
}

/**
 * Bounds on one SMTP conversation, well inside the outbox's claim lease (MAIL_CLAIM_MS in
 * src/server/mail/outbox.ts), so a stalled server cannot keep a mail claimed past its lease.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
};

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** No links in the log, and a start-up warning without SMTP; a caller that omits it gets that. */
  production?: boolean;
}): Mailer {
  const { smtpUrl, outboxDir, logger, production = true } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  if (!smtpUrl && production) {
    logger.warn(
      { outboxDir },
      `SMTP_URL is not set: no mail leaves this machine. Every message, including working password reset links, is written to ${outboxDir}. Set SMTP_URL (for example smtps://user:password@smtp.example.org:465) to send mail.`,
    );
  }

  return {
    async send(message, meta) {
      const named = meta ? { mail: meta.kind, mailId: meta.id } : {};
      const info = await transport.sendMail({
        from: options.from,
        ...message,
        // One Message-ID per outbox row: should a mail ever go twice (a crash after the server
        // took it and before Setu noted it), the receiving side can tell it is the same one.
        ...(meta ? { messageId: `<outbox-${meta.id}.${messageIdHost(options.from)}>` } : {}),
      });
      if (smtpUrl) {
        logger.info(named, 'mail sent');
        return;
      }
      // The outbox holds working reset links: owner only, also when an older Setu made it 0755.
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await fs.chmod(outboxDir, 0o700);
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message, {
        mode: 0o600,
        flag: 'wx',
      });
      const link = production ? undefined : /https?:\/\/\S+/.exec(message.text)?.[0];
      logger.info({ ...named, file, ...(link ? { link } : {}) }, 'mail written to outbox');
    },
  };
}

/** The domain of MAIL_FROM, for Message-IDs; 'setu.local' when it has none. */
function messageIdHost(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'setu.local';
}
