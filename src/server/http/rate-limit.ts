import crypto from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { MESSAGES } from '../../shared/messages';
import { apiError } from './errors';
import type { AppEnv } from './env';

export interface LimitRule {
  /** Name of the bucket family, e.g. 'sign-in'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against a fixed window in the database, so limits hold across restarts and
 * across every instance on one PostgreSQL. One statement: no read-modify-write race.
 */
export async function hit(db: Db, key: string, rule: LimitRule) {
  const rows = await db.execute<{ count: number; retry: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from reset_at - now()))::int as retry`);
  const row = (rows as unknown as { rows: { count: number; retry: number }[] }).rows[0]!;
  return { allowed: row.count <= rule.limit, retryAfter: Math.max(1, Number(row.retry)) };
}

/** The bucket of one client address under a rule: what `rateLimit` counts, and `refund` gives back. */
export const addressKey = (rule: LimitRule, ip: string) => `${rule.name}:ip:${ip}`;

/**
 * Per-client-address limit; the address comes from the socket (or the proxy with TRUST_PROXY).
 * Many people share one address (docs/decisions/0025-shared-addresses.md): size such limits for
 * a hall of people, and give back what a success should not count.
 */
export function rateLimit(db: Db, rule: LimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await hit(db, addressKey(rule, c.get('clientIp')), rule);
    if (!result.allowed) {
      throw apiError(429, MESSAGES.tooManyRequests, undefined, {
        'Retry-After': String(result.retryAfter),
      });
    }
    await next();
  });
}

/**
 * Takes back one hit in the current window: for limits that count attempts up front (so parallel
 * attempts cannot slip past the check) but only mean to keep failures.
 */
export async function refund(db: Db, key: string): Promise<void> {
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
}

/**
 * What a bucket counts for one person, as it appears in its key: a keyed hash of the email, so no
 * row of rate_limits names anyone and a deleted account leaves nothing readable there. The key is
 * derived from the auth secret, which every instance shares, so they all count the same person in
 * the same bucket.
 */
export function personLimitId(secret: string, email: string): string {
  const key = crypto.createHmac('sha256', secret).update('setu rate-limit keys').digest();
  return crypto.createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
}

/**
 * Deletes the buckets whose window has passed: `hit` starts a new window over an expired row, so
 * they count for nothing, but would otherwise stay for good (the job queue runs this hourly).
 */
export async function purgeExpiredLimits(db: Db): Promise<number> {
  const purged = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return purged.length;
}

/** Throws the 429 every limited route answers with. */
export function tooManyRequests(retryAfter: number) {
  return apiError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(retryAfter) });
}
