// What makes an account or a listing a demo one: the one place that decides it. Demo accounts
// live under a domain of Setu's own, so no migration is needed and a restored database keeps
// knowing which rows are demo ones.
import { sql, type SQL } from 'drizzle-orm';
import { ngoListings, user } from '../db/schema';

export const DEMO_EMAIL_DOMAIN = 'demo.setu.org.in';

export function isDemoEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
}

/** True for a listing published by a demo account (a sample listing has no owner: false). */
export const isDemoListing = sql<boolean>`exists (select 1 from ${user} where ${user.id} = ${ngoListings.ownerUid} and ${user.email} like ${`%@${DEMO_EMAIL_DOMAIN}`})`;

/** True when the account with this id (a column or a value) is a demo account. */
export function isDemoAccount(userId: SQL | string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${user} where ${user.id} = ${userId} and ${user.email} like ${`%@${DEMO_EMAIL_DOMAIN}`})`;
}
