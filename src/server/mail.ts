// Real mail: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
// DATA_DIR/outbox and one log line carries its first link, so a reset works on a laptop.
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
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      if (options.smtpUrl) {
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      options.logger.info(
        { to: message.to, subject: message.subject, file, link },
        'mail written to outbox',
      );
    },
  };
}
