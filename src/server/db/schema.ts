// One schema for PGlite and PostgreSQL. The first four tables are better-auth's (accounts,
// sessions, reset tokens); the rest are Setu's own.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- better-auth ----------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ---- Setu -----------------------------------------------------------------------------------

/** SPEC §3 volunteer record, keyed by the account's user id. The password is never here. */
export const volunteers = pgTable('volunteers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  location: text('location').notNull(),
  skills: text('skills').notNull(),
  availability: text('availability').array().notNull().default(sql`'{}'::text[]`),
  ageGroup: text('age_group').notNull(),
  languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  bio: text('bio').notNull().default(''),
  reason: text('reason').notNull(),
  preferredTopics: text('preferred_topics').array().notNull().default(sql`'{}'::text[]`),
  codeOfConductVersion: text('code_of_conduct_version'),
  codeOfConductAcceptedAt: timestamp('code_of_conduct_accepted_at', { withTimezone: true }),
  timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * SPEC §3's second volunteer document (automatic id, lists joined as comma-separated text),
 * kept as an append-only log of registrations.
 */
export const volunteerRegistrations = pgTable('volunteer_registrations', {
  id: serial('id').primaryKey(),
  uid: text('uid')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  location: text('location').notNull(),
  skills: text('skills').notNull(),
  availability: text('availability').notNull(),
  ageGroup: text('age_group').notNull(),
  languages: text('languages').notNull(),
  bio: text('bio').notNull(),
  reason: text('reason').notNull(),
  timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 NGO record, keyed by the account's user id (uid). */
export const ngos = pgTable('ngos', {
  uid: text('uid')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  ngoName: text('ngo_name').notNull(),
  contactPerson: text('contact_person').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  location: text('location').notNull(),
  website: text('website').notNull().default(''),
  areaOfWork: text('area_of_work').notNull(),
  volunteerReqs: text('volunteer_reqs').notNull(),
  schedule: text('schedule').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Needs an NGO lists on its dashboard (Books, Volunteers, Funds, …). */
export const ngoNeeds = pgTable(
  'ngo_needs',
  {
    id: serial('id').primaryKey(),
    ngoUid: text('ngo_uid')
      .notNull()
      .references(() => ngos.uid, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ngo_needs_unique_label').on(t.ngoUid, sql`lower(${t.label})`)],
);

/** SPEC §3 "sample partner NGO (list)": the partners shown on /ngoList. */
export const partnerNgos = pgTable('partner_ngos', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  description: text('description').notNull(),
  volunteersNeeded: integer('volunteers_needed').notNull(),
});

/**
 * NGOs searchable in matching: the spec's 50 sample NGOs (ownerUid null) and the matching
 * profiles registered NGOs publish (ownerUid set).
 */
export const ngoListings = pgTable(
  'ngo_listings',
  {
    id: serial('id').primaryKey(),
    ownerUid: text('owner_uid').references(() => ngos.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    location: text('location').notNull(),
    availability: text('availability').array().notNull(),
    topics: text('topics').array().notNull(),
    availabilityTimes: text('availability_times').array().notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    ageGroup: text('age_group'),
    volunteersNeeded: integer('volunteers_needed').notNull().default(1),
    description: text('description').notNull().default(''),
    /** lower-cased topics joined by '|', kept by listingSearchText() for the trigram index. */
    topicsSearch: text('topics_search').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ngo_listings_owner_unique').on(t.ownerUid),
    index('ngo_listings_availability_gin').using('gin', t.availability),
    index('ngo_listings_location_trgm').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('ngo_listings_topics_trgm').using('gin', sql`${t.topicsSearch} gin_trgm_ops`),
  ],
);

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'ended'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A volunteer's Connect on a listing, and the partnership it becomes once accepted. */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: serial('id').primaryKey(),
    volunteerUid: text('volunteer_uid')
      .notNull()
      .references(() => volunteers.userId, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => ngoListings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    message: text('message').notNull().default(''),
    day: text('day'),
    timeSlot: text('time_slot'),
    topic: text('topic'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open request or partnership per volunteer and NGO.
    uniqueIndex('connection_requests_open_unique')
      .on(t.volunteerUid, t.listingId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('connection_requests_listing_idx').on(t.listingId, t.status),
  ],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every instance (rate limits survive restarts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
