import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { MailDelivery } from '../mail/outbox';
import type { SmsDelivery } from '../sms/delivery';
import type { Auth } from '../auth-sessions/auth';
import type { PublicReads } from '../public-cache/public-reads';
import type { SessionCache } from '../auth-sessions/session-cache';
import type { PdfRenderer } from '../certificates/pdf-renderer';

/** Everything a route needs, passed in by createApp so tests can build an app on any database. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Delivers the outbox's mails; routes write them with writeMail (src/server/mail/outbox.ts). */
  mail: MailDelivery;
  /** Delivers the SMS outbox (src/server/sms); an app without it leaves SMS to the job queue. */
  sms?: SmsDelivery;
  auth: Auth;
  /** Public reads kept in memory; createApp makes it. */
  publicReads: PublicReads;
  /** Sessions kept in memory; createApp makes it. */
  sessions: SessionCache;
  /** Certificate PDFs rendered off the event loop; createApp makes it unless given one. */
  pdfRenderer: PdfRenderer;
}

/** What createApp is given: everything but what it makes itself. */
export type AppInputs = Omit<AppDeps, 'publicReads' | 'sessions' | 'pdfRenderer'> & {
  pdfRenderer?: PdfRenderer;
  /** The server's own, when it also answers kept reads before the app (early-answers.ts). */
  publicReads?: PublicReads;
};

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The NGO a signed-in NGO account acts for: its own (the owner) or the one it coordinates.
 * `uid` is the NGO's (ngos.uid), `actorUid` the signed-in person's, recorded as who acted.
 */
export interface ActingNgo {
  uid: string;
  role: 'owner' | 'coordinator';
  actorUid: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    clientIp: string;
    user?: SessionUser;
    sessionId?: string;
    /** Set by requireNgo (http/session.ts) on NGO routes. */
    ngo?: ActingNgo;
    /** Set by static serving for a hashed file it answered: lean headers (http/security.ts). */
    immutableAsset?: true;
  };
}
