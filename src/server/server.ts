// Boots Setu: config → database → migrations → seed → listen. Used by main.ts and by the tests,
// which start real servers on temporary data directories.
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { createEarlyAnswers, type EarlyAnswers } from './public-cache/early-answers';
import { createPublicReads } from './public-cache/public-reads';
import { createAuth } from './auth-sessions/auth';
import type { Config } from './config';
import { listenForControl } from './backup/control-socket';
import { gracefulClose } from './http/graceful-close';
import { openDatabase, type Database } from './db/client';
import { seedSampleData } from './db/seed';
import { startDemo } from './demo/start-demo';
import { startJobQueue } from './jobs/job-queue';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createMailDelivery } from './mail/outbox';
import { createSmsService } from './sms/service';
import { runOperatorRequest } from './operators/operator-commands';
import { resolveAuthSecret } from './auth-sessions/auth-secret';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  logger: Logger;
  /** Answers kept public reads before the app (src/server/public-cache/early-answers.ts). */
  earlyAnswers: EarlyAnswers;
  /** Stops accepting connections, lets in-flight requests finish, closes the database. */
  close(): Promise<void>;
}

export async function prepare(
  config: Config,
  overrides: { logger?: Logger; mailer?: Mailer } = {},
) {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedSampleData(database.db);
    const mailer =
      overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        logger,
        production: config.env === 'production',
      });
    const secret = resolveAuthSecret(config.authSecret, config.dataDir);
    const mail = createMailDelivery({ db: database.db, mailer, logger });
    const sms = createSmsService({ config, db: database.db, logger, mail });
    const auth = createAuth({ db: database.db, config, secret });
    const demoNotice = config.seedDemo
      ? await startDemo(database.db, config.dataDir, config.publicUrl)
      : undefined;
    const publicReads = createPublicReads({ database });
    const app = createApp({
      config,
      database,
      logger,
      mail,
      sms: sms.delivery,
      auth,
      publicReads,
      distDir: config.distDir,
    });
    const earlyAnswers = createEarlyAnswers({ publicReads, config, logger });
    return { app, earlyAnswers, database, logger, mail, sms, auth, secret, demoNotice };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function startServer(
  config: Config,
  overrides: { logger?: Logger; mailer?: Mailer } = {},
): Promise<RunningServer> {
  const { app, earlyAnswers, database, logger, mail, sms, secret, demoNotice } = await prepare(
    config,
    overrides,
  );
  // Reminders, mail delivery and other scheduled work (src/server/jobs), on this database.
  const jobs = await startJobQueue({
    database,
    mail,
    sms: sms.delivery,
    logger,
    publicUrl: config.publicUrl,
    secret,
  }).catch(async (error) => {
    await sms.close();
    await database.close();
    throw error;
  });
  sms.start();
  // PGlite only: `npm run backup` asks this process, which holds the database, for a snapshot.
  // Listening before HTTP does means the socket is there once /api/health answers.
  const { snapshot } = database;
  const stopControl = snapshot
    ? await listenForControl({
        dataDir: config.dataDir,
        snapshot,
        logger,
        // `npm run operator` while this server holds the database. The links it prints are on
        // this server's address, which the command's own environment may not know.
        operators: async (request) => ({
          ...(await runOperatorRequest(database.db, request)),
          publicUrl: config.publicUrl,
        }),
      })
    : async () => {};
  const server = await new Promise<Server>((resolve, reject) => {
    // What @hono/node-server's serve() does, with kept public reads answered before Hono.
    const toApp = getRequestListener(app.fetch, { hostname: config.host });
    const s = createServer((req, res) => {
      if (!earlyAnswers(req, res)) void toApp(req, res);
    });
    s.once('error', reject);
    s.listen(config.port, config.host, () => {
      s.off('error', reject);
      resolve(s);
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info({ url, database: database.kind }, 'Setu is listening');
  // Plain text on stdout, whatever LOG_LEVEL: it is for the person who started Setu.
  if (demoNotice) console.log(demoNotice);
  const closeHttp = gracefulClose(server);
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    database,
    logger,
    earlyAnswers,
    close() {
      closing ??= (async () => {
        await closeHttp();
        await stopControl();
        await jobs.stop();
        await sms.close();
        await database.close();
      })();
      return closing;
    },
  };
}
