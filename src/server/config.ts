// The only reader of process.env. Everything is validated once, at start-up, and a bad value
// stops the process with a one-line explanation.
import { z } from 'zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMS_KINDS, type SmsKind } from '../shared/sms';

// This file sits two folders below the project root both as source (src/server/config.ts) and
// built (dist/server/main.js), so the front end's build is found from either.
const DEFAULT_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/web',
);

const boolFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://setu.example.org' }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Setu <no-reply@setu.local>'),
  TRUST_PROXY: boolFlag.default(false),
  SEED_DEMO: boolFlag.optional(),
  DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_SMPP_URL: z
    .string()
    .regex(
      /^smpps?:\/\/[^:@/]+:[^@/]*@[^/:]+(:\d+)?\/?$/,
      'must be smpp://system_id:password@host:2775 (smpps:// for TLS)',
    )
    .optional(),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Z]{6}$|^\d{3,15}$/, 'must be a 6-letter DLT header such as SETUIN, or digits')
    .default('SETUIN'),
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{10,25}$/, 'must be the DLT entity id (digits)')
    .optional(),
  ...smsTemplateVariables(),
});

/** SMS_DLT_TEMPLATE_SESSION_REMINDER and one more per kind of SMS (src/shared/sms.ts). */
function smsTemplateVariables() {
  return Object.fromEntries(
    SMS_KINDS.map((kind) => [
      smsTemplateVariable(kind),
      z
        .string()
        .regex(/^\d{10,25}$/, 'must be a DLT template id (digits)')
        .optional(),
    ]),
  ) as Record<`SMS_DLT_TEMPLATE_${string}`, z.ZodOptional<z.ZodString>>;
}

export function smsTemplateVariable(kind: SmsKind): string {
  return `SMS_DLT_TEMPLATE_${kind.toUpperCase().replace(/-/g, '_')}`;
}

/** The SMS gateway (docs/decisions/0044-sms.md); without smppUrl, SMS are written to files. */
export interface SmsConfig {
  smppUrl: string | undefined;
  /** The sender header registered on DLT. */
  sender: string;
  dltEntityId: string | undefined;
  dltTemplates: Partial<Record<SmsKind, string>>;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Origins allowed to send state-changing requests (CSRF defence). */
  trustedOrigins: string[];
  secureCookies: boolean;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  seedDemo: boolean;
  logLevel: string;
  /** The built SPA; tests may point at their own build. */
  distDir: string;
  sms: SmsConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}.`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set (every instance must share it).',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    trustedOrigins: [
      new URL(publicUrl).origin,
      // Without PUBLIC_URL a local user may open either loopback name the log shows.
      ...(e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`]),
      // Vite's dev server proxies /api, so its origin arrives on state-changing requests.
      ...(e.NODE_ENV === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []),
    ],
    secureCookies: publicUrl.startsWith('https://'),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    // Demo accounts are on by default only on the embedded database.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve(e.DIST_DIR ?? DEFAULT_DIST_DIR),
    sms: {
      smppUrl: e.SMS_SMPP_URL,
      sender: e.SMS_SENDER,
      dltEntityId: e.SMS_DLT_ENTITY_ID,
      dltTemplates: Object.fromEntries(
        SMS_KINDS.flatMap((kind) => {
          const id = (e as unknown as Record<string, string | undefined>)[
            smsTemplateVariable(kind)
          ];
          return id ? [[kind, id]] : [];
        }),
      ),
    },
  };
}
