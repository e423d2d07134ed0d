// SMS put together for one server (docs/decisions/0044-sms.md): the gateway SMS_SMPP_URL names,
// or the DATA_DIR/sms-outbox folder without one; the outbox's delivery through it; and what the
// gateway sends back (replies.ts), whose emails and SMS are delivered at once.
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { MailDelivery } from '../mail/outbox';
import { createSmsDelivery, type SmsDelivery } from './delivery';
import { createFileGateway, createSmppGateway, type SmsGateway } from './gateway';
import { handleIncoming } from './replies';

export interface SmsService {
  delivery: SmsDelivery;
  /** Binds to the gateway now, so replies and receipts arrive before the first SMS goes. */
  start(): void;
  close(): Promise<void>;
}

export function createSmsService(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  mail: MailDelivery;
}): SmsService {
  const { config, db, logger, mail } = deps;
  const { smppUrl } = config.sms;
  const smpp = smppUrl
    ? createSmppGateway({
        config: { ...config.sms, smppUrl },
        logger,
        onIncoming: async (incoming) => {
          await handleIncoming(
            {
              db,
              logger,
              publicUrl: config.publicUrl,
              onMail: () => mail.kick(),
              // Replies come only once bound (start()), after `delivery` below exists.
              onSms: () => delivery.kick(),
            },
            incoming,
          );
        },
      })
    : undefined;
  if (!smppUrl && config.env === 'production') {
    logger.warn(
      'SMS_SMPP_URL is not set: no SMS leaves this machine; each is written to DATA_DIR/sms-outbox.',
    );
  }
  const gateway: SmsGateway =
    smpp ??
    createFileGateway({ dir: path.join(config.dataDir, 'sms-outbox'), config: config.sms, logger });
  const delivery: SmsDelivery = createSmsDelivery({
    db,
    gateway,
    logger,
    onFallback: () => mail.kick(),
  });
  return {
    delivery,
    start() {
      smpp?.bound().catch((error: unknown) => {
        logger.warn({ error: (error as Error).message }, 'SMPP not bound at start; will retry');
      });
    },
    close: () => gateway.close(),
  };
}
