// Real mail: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
// DATA_DIR/outbox, readable only by Setu's user, so a reset works on a laptop. Outside production
// one log line carries the message's first link; in production the log never holds a working
// reset link, and start-up warns that mail is not leaving the machine.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

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
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  if (!smtpUrl && production) {
    logger.warn(
      { outboxDir },
      `SMTP_URL is not set: no mail leaves this machine. Every message, including working password reset links, is written to ${outboxDir}. Set SMTP_URL (for example smtps://user:password@smtp.example.org:465) to send mail.`,
    );
  }

  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (smtpUrl) {
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
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
      logger.info(
        { to: message.to, subject: message.subject, file, ...(link ? { link } : {}) },
        'mail written to outbox',
      );
    },
  };
}
