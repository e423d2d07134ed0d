import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { Mailer } from '../mail';
import type { Auth } from '../auth';

/** Everything a route needs, passed in by createApp so tests can build an app on any database. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    clientIp: string;
    user?: SessionUser;
    sessionId?: string;
  };
}
