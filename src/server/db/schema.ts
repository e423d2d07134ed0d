// One schema for PGlite and PostgreSQL. The first four tables are better-auth's (accounts,
// sessions, reset tokens); the rest are Setu's own.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ListingMode } from '../../shared/listing-place';
import type { TeachingTime } from '../../shared/teaching-times';
import type { ExactHours } from '../../shared/availability';
import { END_REASONS } from '../../shared/endings';
import { REVOKE_CATEGORIES } from '../../shared/certificates';
import { CALENDAR_KINDS } from '../../shared/terms';
import type { ImpactFigures } from '../../shared/impact';
import { CHECK_KINDS, CHECK_OUTCOMES } from '../../shared/vetting';
import { BREAK_TAKERS } from '../../shared/breaks';
import { CHECK_IN_CHOICES } from '../../shared/partnership-health';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  ID_TYPES,
} from '../../shared/vetting-documents';
import { ARRIVAL_KINDS } from '../../shared/check-in';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- better-auth ----------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Setu's column: the language of the account's emails and screens, 'en' or 'hi'. */
  language: text('language').notNull().default('en'),
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

/** The spec's §3 (README → The specification) volunteer record, keyed by the account's user id. The password is never here. */
export const volunteers = pgTable(
  'volunteers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    skills: text('skills').notNull(),
    availability: text('availability')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ageGroup: text('age_group').notNull(),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    reason: text('reason').notNull(),
    preferredTopics: text('preferred_topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Exact hours on some days, besides availability's slots (src/shared/availability.ts). */
    exactHours: jsonb('exact_hours')
      .$type<ExactHours[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    codeOfConductVersion: text('code_of_conduct_version'),
    codeOfConductAcceptedAt: timestamp('code_of_conduct_accepted_at', { withTimezone: true }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The substitute search (src/server/substitutes/candidates.ts) walks volunteers in the order
    // they joined, by city for an in-person class and all of them for an online one, and stops at
    // a wave's 5: what it filters on is in the index, so the walk reads no table row until then.
    index('volunteers_cover_city_idx').on(
      sql`lower(${t.location})`,
      t.timestamp,
      t.userId,
      t.availability,
      t.languages,
      t.preferredTopics,
    ),
    index('volunteers_cover_idx').on(
      t.timestamp,
      t.userId,
      t.availability,
      t.languages,
      t.preferredTopics,
    ),
  ],
);

/**
 * The spec's §3 (README → The specification) second volunteer document (automatic id, lists joined as comma-separated text),
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

/** The spec's §3 (README → The specification) NGO record, keyed by the account's user id (uid). */
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

/** The spec's §3 (README → The specification) "sample partner NGO (list)": the partners shown on /ngoList. */
export const partnerNgos = pgTable('partner_ngos', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  description: text('description').notNull(),
  volunteersNeeded: integer('volunteers_needed').notNull(),
});

/**
 * The distinct places of listings (lower-cased location). A location search tests each place once
 * instead of every listing; listings point here through placeId. Filled by the trigger
 * ngo_listings_match_keys (migration 0001), never deleted (an unused place matches nothing).
 */
export const listingPlaces = pgTable(
  'listing_places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  },
  (t) => [index('listing_places_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/**
 * The distinct (days, topics) pairs of listings, arrays as the listings hold them. Seven days and
 * five topics make a few hundred pairs in practice whatever the number of listings, so a day or
 * topic search tests a few hundred rows instead of every listing. Filled like listingPlaces.
 */
export const listingDayTopics = pgTable(
  'listing_day_topics',
  {
    id: serial('id').primaryKey(),
    availability: text('availability').array().notNull(),
    topics: text('topics').array().notNull(),
  },
  (t) => [uniqueIndex('listing_day_topics_unique').on(t.availability, t.topics)],
);

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
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ageGroup: text('age_group'),
    /**
     * Day, start and end of each class. Empty on listings from before teaching times:
     * teachingTimesOf() reads their days and hourly slots instead. availability and
     * availabilityTimes are kept from these on every save (listingColumnsOf).
     */
    teachingTimes: jsonb('teaching_times')
      .$type<TeachingTime[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** In person at the venue below, or online at the meeting link (listing-place.ts). */
    mode: text('mode').$type<ListingMode>().notNull().default('in-person'),
    venueAddress: text('venue_address').notNull().default(''),
    venueLandmark: text('venue_landmark').notNull().default(''),
    mapLink: text('map_link').notNull().default(''),
    meetingLink: text('meeting_link').notNull().default(''),
    volunteersNeeded: integer('volunteers_needed').notNull().default(1),
    description: text('description').notNull().default(''),
    /**
     * The checks the NGO adds to Setu's minimum for its volunteers ('police_clearance',
     * 'references'; src/shared/vetting.ts). Empty for the sample listings.
     */
    requiredChecks: text('required_checks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** lower-cased topics joined by '|', kept by listingSearchText() for the trigram index. */
    topicsSearch: text('topics_search').notNull(),
    published: boolean('published').notNull().default(true),
    /**
     * The listing's row in listingPlaces and listingDayTopics, set from location, availability
     * and topics by the trigger ngo_listings_match_keys on every insert and update: never
     * written by the app. Nullable only so inserts need not name them.
     */
    placeId: integer('place_id'),
    dayTopicsId: integer('day_topics_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ngo_listings_owner_unique').on(t.ownerUid),
    index('ngo_listings_availability_gin').using('gin', t.availability),
    index('ngo_listings_location_trgm').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('ngo_listings_topics_trgm').using('gin', sql`${t.topicsSearch} gin_trgm_ops`),
    // The search's (src/server/matching/search.ts), all read without the table: in the first
    // two a place and a (days, topics) pair make one contiguous range, for counting and for the
    // few matches of a narrow search; the third walks listings in page order for a broad one.
    index('ngo_listings_place_match')
      .on(t.placeId, t.dayTopicsId, t.id)
      .where(sql`${t.published}`),
    index('ngo_listings_day_topics_match')
      .on(t.dayTopicsId, t.id)
      .where(sql`${t.published}`),
    index('ngo_listings_match_order')
      .on(t.id, t.placeId, t.dayTopicsId)
      .where(sql`${t.published}`),
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
    /** Who of the NGO's team accepted or declined it (a user id, no foreign key, as above). */
    decidedBy: text('decided_by'),
    /** When the NGO accepted or declined it, and when the partnership ended (public impact). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open request or partnership per volunteer, NGO and teaching time (docs/decisions/0035-one-request-per-slot.md); a
    // request without a time (the NGO chooses it when accepting) is one more "time" of its own.
    uniqueIndex('connection_requests_open_slot_unique')
      .on(
        t.volunteerUid,
        t.listingId,
        sql`coalesce(${t.day}, '')`,
        sql`coalesce(${t.timeSlot}, '')`,
      )
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

// ---- Operators and trust ---------------------------------------------------------

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The people who run Setu. Created only from the command line (npm run operator); an operator is
 * an account with no volunteer or NGO profile. The TOTP secret is set at the first sign-in and
 * counts once a first code confirms it.
 */
export const operators = pgTable('operators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  totpSecret: text('totp_secret'),
  totpConfirmedAt: at('totp_confirmed_at'),
  /**
   * The time step (Unix seconds / 30) of the last code accepted: a code of that step or an
   * earlier one is refused, so each code works once (RFC 6238, section 5.2).
   */
  totpLastStep: integer('totp_last_step'),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored hashed; a used code keeps its row with usedAt set. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorUid: text('operator_uid')
      .notNull()
      .references(() => operators.userId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorUid)],
);

/**
 * An operator's sign-in: a session reaches operator routes only once its second factor passed
 * (secondFactorAt), and only while used within the idle timeout (lastSeenAt).
 */
export const operatorSessions = pgTable('operator_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => session.id, { onDelete: 'cascade' }),
  secondFactorAt: at('second_factor_at'),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
});

/** A link that confirms the account's email address; the token is stored hashed. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link confirms that address only. */
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected', 'revoked'] as const;

/** An NGO's registration details for the check, and the operators' decision on them. */
export const ngoVerifications = pgTable(
  'ngo_verifications',
  {
    ngoUid: text('ngo_uid')
      .primaryKey()
      .references(() => ngos.uid, { onDelete: 'cascade' }),
    registrationType: text('registration_type').notNull(),
    registrationNumber: text('registration_number').notNull(),
    darpanId: text('darpan_id'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    /** Why it was rejected or revoked, as the operator wrote it (emailed to the NGO). */
    reason: text('reason').notNull().default(''),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    /** The deciding operator's user id; no foreign key, so removing an operator keeps it. */
    decidedBy: text('decided_by'),
  },
  (t) => [index('ngo_verifications_status_idx').on(t.status, t.submittedAt)],
);

export const REPORT_STATUSES = ['open', 'investigating', 'resolved'] as const;

/** A concern about a request, a partnership, a listing or a volunteer profile. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** Null for a visitor who was not signed in, or once the reporter deleted the account. */
    reporterUid: text('reporter_uid').references(() => user.id, { onDelete: 'set null' }),
    /** A visitor may leave an address to hear the outcome. */
    reporterEmail: text('reporter_email'),
    /** 'request' (also a partnership), 'listing' or 'volunteer'. */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    /** The account the concern is about, when there is one. */
    subjectUid: text('subject_uid').references(() => user.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    outcome: text('outcome'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reports_queue_idx').on(t.status, t.createdAt)],
);

/** A suspended account; reinstatement deletes the row (the audit log keeps the history). */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedAt: at('suspended_at').notNull().defaultNow(),
  suspendedBy: text('suspended_by').notNull(),
});

/**
 * Partnerships paused by a suspension (accepted requests keep their status; reinstatement
 * resumes them). Kept apart from connection_requests so the request state machine is unchanged.
 */
export const pausedPartnerships = pgTable('paused_partnerships', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => connectionRequests.id, { onDelete: 'cascade' }),
  /** The suspended account that paused it. */
  causeUid: text('cause_uid').notNull(),
  pausedAt: at('paused_at').notNull().defaultNow(),
});

export const AUDIT_ACTIONS = [
  'verify',
  'reject',
  'revoke',
  'report-status',
  'suspend',
  'reinstate',
  'operator-added',
  'operator-removed',
  'mail-retry',
  'references-decision',
  'document-verify',
  'document-reject',
  'document-view',
] as const;

/** What an action changed, in codes only (a report's move through its workflow). */
export interface AuditDetail {
  from?: (typeof REPORT_STATUSES)[number];
  to?: (typeof REPORT_STATUSES)[number];
  outcome?: string;
  /** A vetting document's id and kind (src/server/vetting-documents). */
  documentId?: number;
  documentKind?: string;
}

/**
 * Every operator action. Append-only: a trigger (migration 0004) refuses UPDATE, DELETE and
 * TRUNCATE. Ids, actions and codes only, never free text: what the operator wrote lives in
 * audit_reasons, where deleting the account it concerns erases it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull().defaultNow(),
    /** The operator's user id, or 'cli' for the command line. */
    actorUid: text('actor_uid').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<AuditDetail>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action, t.at)],
);

/**
 * The reason an operator wrote for an audited action, beside the append-only log. It goes with
 * the account it concerns (the cascade), so an account deletion leaves no words about the person.
 */
export const auditReasons = pgTable(
  'audit_reasons',
  {
    auditId: integer('audit_id')
      .primaryKey()
      .references(() => auditLog.id),
    /** The account the reason is about; null when it concerns none (a sample listing). */
    subjectUid: text('subject_uid').references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
  },
  (t) => [index('audit_reasons_subject_idx').on(t.subjectUid)],
);

/** The consent given with the sign-up form's agree checkbox: which text, and when. */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'signup-terms' for the agree checkbox. */
    kind: text('kind').notNull(),
    textVersion: text('text_version').notNull(),
    givenAt: at('given_at').notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

// ---- After the match ----------------------------------------------------------------

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_CANCELLERS = [
  'volunteer',
  'ngo',
  'ended',
  'holiday',
  'term',
  /** The gate held the partnership: a required check expired (partnershipGateHolds). */
  'checks',
  /** A break of the partnership (partnershipBreaks); ending it early restores those to come. */
  'break',
] as const;
export type SessionCanceller = (typeof SESSION_CANCELLERS)[number];
export const ATTENDANCE_MARKS = ['held', 'not_held'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/**
 * The concrete sessions of an accepted partnership: one row per week of its slot, kept 8 weeks
 * ahead (src/server/teaching-sessions). `occurrence` is the week's original start, so making the
 * weeks again adds none twice, and a moved session keeps its identity in the calendar file.
 */
export const teachingSessions = pgTable(
  'teaching_sessions',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'cascade' }),
    occurrence: at('occurrence').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
    /**
     * Who or what cancelled it: a side, the partnership's end, or the NGO's calendar (a holiday,
     * or a day outside its terms), which restores it if the day opens again (docs/decisions/0033-terms-and-holidays.md).
     */
    cancelledBy: text('cancelled_by', { enum: SESSION_CANCELLERS }),
    cancelReason: text('cancel_reason'),
    /** The NGO's mark once the session is over: held (the volunteer attended) or not held. */
    attendance: text('attendance', { enum: ATTENDANCE_MARKS }),
    /** The volunteer's "I taught this session". */
    volunteerConfirmed: boolean('volunteer_confirmed').notNull().default(false),
    /**
     * Who of the NGO's team marked the attendance, cancelled or moved it last (the owner's or a
     * coordinator's user id); no foreign key, so a departed coordinator's mark keeps its author.
     */
    attendanceBy: text('attendance_by'),
    changedBy: text('changed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The volunteer who covers this one session in place of the partnership's own
     * (src/server/substitutes, docs/decisions/0042-substitutes.md); null when not covered.
     */
    coveredBy: text('covered_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('teaching_sessions_occurrence_unique').on(t.requestId, t.occurrence),
    index('teaching_sessions_starts_idx').on(t.startsAt),
    index('teaching_sessions_covered_by_idx')
      .on(t.coveredBy, t.startsAt)
      .where(sql`${t.coveredBy} is not null`),
  ],
);

/**
 * An NGO's terms and holidays (src/server/terms): India's dates, both days included. Terms do not
 * overlap; holidays may. Sessions are made only on the days they leave open (src/shared/terms.ts).
 */
export const ngoCalendarEntries = pgTable(
  'ngo_calendar_entries',
  {
    id: serial('id').primaryKey(),
    ngoUid: text('ngo_uid')
      .notNull()
      .references(() => ngos.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CALENDAR_KINDS }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ngo_calendar_entries_ngo_idx').on(t.ngoUid, t.startsOn)],
);

/**
 * One row per NGO that has set out to change its calendar: its row lock orders two changes at
 * once, and the sessions sweep waits on it to see a change that is committing. `changedAt` (null
 * until the first change commits) tells the sweep that weeks before it were decided on the
 * calendar as it was then, so a change never makes sessions in the past (docs/decisions/0033-terms-and-holidays.md).
 */
export const ngoCalendars = pgTable('ngo_calendars', {
  ngoUid: text('ngo_uid')
    .primaryKey()
    .references(() => ngos.uid, { onDelete: 'cascade' }),
  changedAt: at('changed_at'),
});

export const REMINDER_KINDS = ['before', 'attendance'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * The reminders of each session, one row per kind, claimed before the mail goes out: the
 * primary key makes a second sweep, a second instance or a restart find it taken, so each
 * reminder is sent at most once (decision 0023). `sentAt` stays null when a crash came between
 * the claim and the send's end.
 */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => teachingSessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    claimedAt: at('claimed_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.kind] })],
);

/**
 * Certificates of volunteering: what was true when issued (names, hours, period), so
 * a later change does not alter a certificate already shared. `code` is what the verification
 * page takes: 20 random base32 characters, not guessable. An NGO can revoke one. A partnership's
 * certificate names its request; a substitute's ('cover': the sessions they covered for an NGO)
 * names the volunteer and the NGO's listing instead (docs/decisions/0028, addendum).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['partnership', 'cover'] })
      .notNull()
      .default('partnership'),
    /** A partnership's certificate: its request. Null for a cover certificate. */
    requestId: integer('request_id').references(() => connectionRequests.id, {
      onDelete: 'cascade',
    }),
    /** A cover certificate: the substitute and the NGO's listing. Null for a partnership's. */
    volunteerUid: text('volunteer_uid').references(() => user.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => ngoListings.id, { onDelete: 'cascade' }),
    volunteerName: text('volunteer_name').notNull(),
    ngoName: text('ngo_name').notNull(),
    minutes: integer('minutes').notNull(),
    sessions: integer('sessions').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    /** The NGO's own note on the revocation: shown to the NGO, never mailed or published. */
    revokeReason: text('revoke_reason'),
    /** The reason in general words (REVOKE_CATEGORIES): what the volunteer is told. */
    revokeCategory: text('revoke_category', { enum: REVOKE_CATEGORIES }),
    /** Who asked for it: the volunteer, or the NGO issuing again after a revocation. */
    issuedBy: text('issued_by', { enum: ['volunteer', 'ngo'] })
      .notNull()
      .default('volunteer'),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    index('certificates_request_idx').on(t.requestId),
    index('certificates_cover_idx').on(t.listingId, t.volunteerUid),
    check(
      'certificates_kind_owner',
      sql`(${t.kind} = 'partnership' and ${t.requestId} is not null) or (${t.kind} = 'cover' and ${t.volunteerUid} is not null and ${t.listingId} is not null)`,
    ),
  ],
);

/**
 * "Tell me when an NGO in ‹city› joins Setu": a volunteer's ask, one row per volunteer and city
 * (compared as cityKey, the city trimmed and in lower case, as matching compares places). The
 * notice sweep (src/server/city-watch) claims a row by setting notifiedAt once a registered NGO
 * has published a listing there, so each volunteer gets one email per city, whichever NGO and
 * however many sweeps. stoppedAt: the volunteer used the email's stop link.
 */
export const cityWatches = pgTable(
  'city_watches',
  {
    volunteerUid: text('volunteer_uid')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cityKey: text('city_key').notNull(),
    /** The city as the volunteer's profile names it, for the email. */
    city: text('city').notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.volunteerUid, t.cityKey] }),
    index('city_watches_open_idx')
      .on(t.cityKey)
      .where(sql`notified_at is null and stopped_at is null`),
  ],
);

/**
 * The sessions a certificate counts, as they were when it was issued: a newer certificate over
 * one of them replaces it, and one of them later marked not held stops counting
 * (docs/decisions/0028-certificates-stored-and-revoked.md).
 */
export const certificateSessions = pgTable(
  'certificate_sessions',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => teachingSessions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.sessionId] }),
    index('certificate_sessions_session_idx').on(t.sessionId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Each certificate's PDF, rendered once per language in a worker thread and served from here:
 * in the database so that every instance serves the same bytes (decision 0028).
 */
export const certificatePdfs = pgTable(
  'certificate_pdfs',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.language] })],
);

/**
 * The mail outbox (docs/decisions/0030-mail-outbox.md): every email is written here in the
 * transaction of the change that causes it, and the job queue delivers it. A row is pending
 * until `sent_at`; `claimed_until` is a delivering instance's lease on it, and `failed_at` marks
 * a mail given up after the last retry, which the operators' console lists. `session_id` and
 * `partnership_id` let mails about one teaching session be coalesced (src/server/mail/outbox.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is about (e.g. 'session-moved'): the log and the console name it by this. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    sessionId: integer('session_id'),
    partnershipId: integer('partnership_id'),
    /** A session mail's starting time as its recipient last heard it, for the merged text. */
    sessionKnownAt: at('session_known_at'),
    createdAt: at('created_at').notNull(),
    nextAttemptAt: at('next_attempt_at').notNull(),
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    failedAt: at('failed_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_session_idx').on(t.sessionId, t.recipient),
    index('mail_outbox_partnership_idx').on(t.partnershipId, t.createdAt),
  ],
);

export const NOTE_AUTHOR_ROLES = ['volunteer', 'ngo'] as const;

/**
 * Session notes (src/server/session-notes, decision 0032): what a session covered and what comes
 * next, one note per session and side, read by the next volunteers of the class. The class is
 * kept on the note (listing, day and time slot of the partnership), with the session's start, so
 * the NGO's notes stay with the class when a volunteer's account, and with it their sessions, is
 * deleted (session_id then becomes null). A volunteer's own notes go with their account
 * (author_uid cascades).
 */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').references(() => teachingSessions.id, {
      onDelete: 'set null',
    }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => ngoListings.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    timeSlot: text('time_slot').notNull(),
    sessionStartsAt: at('session_starts_at').notNull(),
    authorRole: text('author_role', { enum: NOTE_AUTHOR_ROLES }).notNull(),
    authorUid: text('author_uid')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * Who wrote it last: the volunteer, or the NGO's owner or one of its coordinators. A user id
     * without a foreign key, as every "who acted" (docs/decisions/0036-ngo-team.md): a departed
     * coordinator's note keeps its writer.
     */
    writtenBy: text('written_by'),
    covered: text('covered').notNull(),
    next: text('next').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('session_notes_session_side_unique').on(t.sessionId, t.authorRole),
    index('session_notes_class_idx').on(t.listingId, t.day, t.timeSlot, t.sessionStartsAt),
    index('session_notes_author_idx').on(t.authorUid),
  ],
);

// ---- An NGO's team (src/server/ngo-team, decision 0036) ----------------------------------------

export const TEAM_ROLES = ['owner', 'coordinator'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * The coordinators of an NGO: accounts that act for the NGO (its one ngos row) without owning it.
 * The owner is the account of the ngos row itself and has no row here. A user coordinates at most
 * one NGO (the primary key); removing them deletes the row and their login sessions.
 */
export const ngoMembers = pgTable(
  'ngo_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    ngoUid: text('ngo_uid')
      .notNull()
      .references(() => ngos.uid, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [index('ngo_members_ngo_idx').on(t.ngoUid)],
);

/**
 * An owner's invitation to coordinate: a link valid for INVITATION_DAYS, usable once. Only the
 * token's SHA-256 is stored. usedAt is set by the acceptance that wins the row's lock.
 */
export const ngoInvitations = pgTable(
  'ngo_invitations',
  {
    id: serial('id').primaryKey(),
    ngoUid: text('ngo_uid')
      .notNull()
      .references(() => ngos.uid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('ngo_invitations_ngo_idx').on(t.ngoUid, t.createdAt)],
);

export const TEAM_EVENTS = ['invited', 'joined', 'removed', 'left'] as const;
export type TeamEvent = (typeof TEAM_EVENTS)[number];

/**
 * The history of an NGO's team, shown to its owner: who invited, joined, was removed or left, and
 * who did it. The person's email is kept as it was (a coordinator deleting their own data blanks
 * it, src/server/own-data).
 */
export const ngoTeamEvents = pgTable(
  'ngo_team_events',
  {
    id: serial('id').primaryKey(),
    ngoUid: text('ngo_uid')
      .notNull()
      .references(() => ngos.uid, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    event: text('event', { enum: TEAM_EVENTS }).notNull(),
    /** Who did it: the owner's or a coordinator's user id. */
    actorUid: text('actor_uid').notNull(),
    /** Whom it concerns: the coordinator's user id (null for an invitation not yet accepted). */
    subjectUid: text('subject_uid'),
    subjectEmail: text('subject_email').notNull(),
  },
  (t) => [index('ngo_team_events_ngo_idx').on(t.ngoUid, t.at)],
);

// ---- Vetting and continuity ------------------------------------------------------------

/**
 * Each vetting check's outcome for a volunteer (docs/decisions/0037-vetting-checks.md): one row
 * per volunteer and kind, written only through src/server/vetting/check-states.ts. The details
 * (quiz attempts, documents, referees) live in each check's own tables; the gate, the checklist,
 * the NGO's view and the substitute search read only this one.
 */
export const volunteerChecks = pgTable(
  'volunteer_checks',
  {
    volunteerUid: text('volunteer_uid')
      .notNull()
      .references(() => volunteers.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CHECK_KINDS }).notNull(),
    outcome: text('outcome', { enum: CHECK_OUTCOMES }).notNull(),
    /** When a valid check stops being valid; null when it does not expire. */
    validUntil: at('valid_until'),
    /** Who decided it: an operator's user id, 'setu' for the quiz and the referees' answers. */
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.volunteerUid, t.kind] }),
    // The expiry sweeps and reminders walk valid checks by their end.
    index('volunteer_checks_expiry_idx')
      .on(t.kind, t.validUntil)
      .where(sql`${t.outcome} = 'valid' and ${t.validUntil} is not null`),
  ],
);

/**
 * The gate (docs/decisions/0041-vetting-gate.md): an accepted partnership whose volunteer lacks
 * a required check valid now is held, and a held partnership gets no sessions. 'waiting' holds it
 * from its acceptance until the checks are first complete; 'expired' holds it after a required
 * check stopped being valid. The row stays once released (releasedAt set), so the sessions rolled
 * forward afterwards start from the release, never in the weeks it was held.
 */
export const GATE_HOLD_REASONS = ['waiting', 'expired'] as const;
export type GateHoldReason = (typeof GATE_HOLD_REASONS)[number];

export const partnershipGateHolds = pgTable('partnership_gate_holds', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => connectionRequests.id, { onDelete: 'cascade' }),
  reason: text('reason', { enum: GATE_HOLD_REASONS }).notNull(),
  /** The checks missing when it was held, in CHECK_KINDS order. */
  missing: text('missing', { enum: CHECK_KINDS }).array().notNull(),
  heldAt: at('held_at').notNull(),
  /** Null while held. */
  releasedAt: at('released_at'),
});

/**
 * A volunteer's exact hours on a day, besides the spec's Morning/Evening availability: Monday
 * 18:00–21:00 is (Monday, 1080, 1260). Minutes from midnight, India's time. The rows of
 * volunteers.exact_hours, written with it (src/server/volunteers/exact-hours.ts), so the
 * substitute search can ask isFreeAt's rule in SQL; a day with rows is decided by them.
 */
export const volunteerHours = pgTable(
  'volunteer_hours',
  {
    id: serial('id').primaryKey(),
    volunteerUid: text('volunteer_uid')
      .notNull()
      .references(() => volunteers.userId, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    // The search probes one volunteer's day per row it walks: answered from the index alone.
    index('volunteer_hours_volunteer_idx').on(t.volunteerUid, t.day, t.startMinute, t.endMinute),
    index('volunteer_hours_day_idx').on(t.day, t.startMinute, t.endMinute),
  ],
);

// ---- Safeguarding course --------------------------------------------------------------------

/**
 * A volunteer's attempts at Setu's safeguarding quiz (docs/decisions/0038-safeguarding-course.md):
 * the questions the server drew, the answers given, the score and whether it passed. An attempt
 * is submitted once (submitted_at set); a pass records the 'course' check in volunteer_checks in
 * the same transaction. The question bank itself lives in src/server/safeguarding-course.
 */
export const courseAttempts = pgTable(
  'course_attempts',
  {
    id: serial('id').primaryKey(),
    volunteerUid: text('volunteer_uid')
      .notNull()
      .references(() => volunteers.userId, { onDelete: 'cascade' }),
    /** The drawn questions' ids, in the order shown. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    /** Question id → the option id chosen; null until submitted. */
    answers: jsonb('answers').$type<Record<string, string>>(),
    score: integer('score'),
    passed: boolean('passed'),
    startedAt: at('started_at').notNull(),
    submittedAt: at('submitted_at'),
  },
  (t) => [
    index('course_attempts_volunteer_idx').on(t.volunteerUid, t.startedAt),
    // At most one attempt open (drawn, not submitted) per volunteer: a second start returns it.
    uniqueIndex('course_attempts_one_open_idx')
      .on(t.volunteerUid)
      .where(sql`${t.submittedAt} is null`),
  ],
);

// ---- Two references (src/server/vetting-references, docs/decisions/0039) --------------------

/**
 * A referee the volunteer named for one of the two places (`slot` 1 or 2). Replacing a referee
 * marks the row replaced and adds a new one, so the old links stop working; only one current
 * referee holds a place. `expiresAt` is when the request's links stop working (14 days from the
 * last sending); `remindedAt` is the one reminder's time.
 */
export const referees = pgTable(
  'referees',
  {
    id: serial('id').primaryKey(),
    volunteerUid: text('volunteer_uid')
      .notNull()
      .references(() => volunteers.userId, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    remindedAt: at('reminded_at'),
    replacedAt: at('replaced_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referees_current_slot_idx')
      .on(t.volunteerUid, t.slot)
      .where(sql`${t.replacedAt} is null`),
    // The reminder sweep walks the current referees by when they were asked.
    index('referees_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.replacedAt} is null`),
  ],
);

/**
 * The links mailed to a referee (the request, a resend, the reminder): only each token's SHA-256
 * is kept, as for confirmation links. Every link of a referee leads to the same single answer.
 */
export const refereeLinks = pgTable(
  'referee_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    refereeId: integer('referee_id')
      .notNull()
      .references(() => referees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('referee_links_referee_idx').on(t.refereeId)],
);

/** A referee's one answer: its key is the referee, so a second answer cannot be stored. */
export const referenceAnswers = pgTable('reference_answers', {
  refereeId: integer('referee_id')
    .primaryKey()
    .references(() => referees.id, { onDelete: 'cascade' }),
  knownHow: text('known_how').notNull(),
  knownFor: text('known_for').notNull(),
  role: text('role').notNull(),
  concern: boolean('concern').notNull(),
  /** Why, when `concern`; '' otherwise. Shown to operators only. */
  concernText: text('concern_text').notNull().default(''),
  answeredAt: at('answered_at').notNull(),
});

// ---- Vetting documents: identity and police clearance (docs/decisions/0040-vetting-documents.md)

/**
 * A volunteer's uploaded ID or police clearance certificate and its review. The file's bytes
 * live here (backed up with the data, served by any instance) until 30 days after the decision,
 * when the purge empties `bytes`; the outcome, who decided and when stay. The check's state is
 * recorded in volunteer_checks in the same transaction (src/server/vetting-documents).
 */
export const vettingDocuments = pgTable(
  'vetting_documents',
  {
    id: serial('id').primaryKey(),
    volunteerUid: text('volunteer_uid')
      .notNull()
      .references(() => volunteers.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** The ID's type (identity only); never its number. */
    idType: text('id_type', { enum: ID_TYPES }),
    /** The certificate's issue date (police clearance only). */
    issueDate: date('issue_date', { mode: 'string' }),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    contentType: text('content_type', { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
    /** Null once purged (30 days after the decision). */
    bytes: bytea('bytes'),
    size: integer('size').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    reason: text('reason').notNull().default(''),
    /** A verified police clearance's end; the reminders go before it. */
    validUntil: at('valid_until'),
    reminded30At: at('reminded_30_at'),
    reminded7At: at('reminded_7_at'),
    purgedAt: at('purged_at'),
  },
  (t) => [
    // One document of each kind waits for review per volunteer: a new upload replaces it.
    uniqueIndex('vetting_documents_pending_idx')
      .on(t.volunteerUid, t.kind)
      .where(sql`${t.status} = 'pending'`),
    index('vetting_documents_queue_idx')
      .on(t.uploadedAt)
      .where(sql`${t.status} = 'pending'`),
    index('vetting_documents_volunteer_idx').on(t.volunteerUid, t.kind, t.uploadedAt),
  ],
);

// ---- Check-in at the venue and the online join time (docs/decisions/0047-check-in.md)

/**
 * When the volunteer of a session arrived: checked in with the venue's QR code, or joined the
 * online class through Setu's link. One row per session: the first arrival stays.
 */
export const sessionArrivals = pgTable('session_arrivals', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => teachingSessions.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ARRIVAL_KINDS }).notNull(),
  at: at('at').notNull(),
});

// ---- Honest endings (docs/decisions/0046-honest-endings.md) --------------------------

/** Why a partnership ended and who ended it: one row per ended partnership, from then on. */
export const partnershipEndings = pgTable('partnership_endings', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => connectionRequests.id, { onDelete: 'cascade' }),
  reason: text('reason', { enum: END_REASONS }).notNull(),
  endedBy: text('ended_by', { enum: ['volunteer', 'ngo'] }).notNull(),
  /** The person who pressed End (for an NGO, the member of its team). */
  actorUid: text('actor_uid').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each side's private feedback on an ended partnership, read by operators only; one per side. */
export const partnershipFeedback = pgTable(
  'partnership_feedback',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['volunteer', 'ngo'] }).notNull(),
    authorUid: text('author_uid').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partnership_feedback_side_unique').on(t.requestId, t.side)],
);

// ---- Public impact ------------------------------------------------------------------------

/**
 * The public impact figures (src/server/impact; docs/decisions/0045-public-impact.md), computed
 * hourly by a sweep: one row, replaced each time, that GET /api/impact answers from.
 */
export const impactSnapshots = pgTable('impact_snapshots', {
  /** Always 'current': one snapshot is kept. */
  id: text('id').primaryKey(),
  computedAt: at('computed_at').notNull(),
  figures: jsonb('figures').$type<ImpactFigures>().notNull(),
});

// ---- Substitutes ----------------------------------------------------------------------------

/** `closed`: the session went ahead after all (its break ended early) or its partnership ended. */
export const SUBSTITUTE_SEARCH_STATUSES = ['searching', 'covered', 'none', 'closed'] as const;
export type SubstituteSearchStatus = (typeof SUBSTITUTE_SEARCH_STATUSES)[number];
export const SUBSTITUTE_OFFER_STATUSES = [
  'open',
  'declined',
  'accepted',
  'taken',
  'closed',
] as const;
export type SubstituteOfferStatus = (typeof SUBSTITUTE_OFFER_STATUSES)[number];

/**
 * The search for someone to cover one session a volunteer cancelled (src/server/substitutes,
 * docs/decisions/0042-substitutes.md): one per session. Its row lock orders the acceptances, so
 * exactly one volunteer covers it; waves of offers go out until then or until 3 hours before.
 */
export const substituteSearches = pgTable(
  'substitute_searches',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => teachingSessions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBSTITUTE_SEARCH_STATUSES }).notNull().default('searching'),
    /** The wave now out (1 for the first) and when it went. */
    wave: integer('wave').notNull().default(0),
    waveAt: at('wave_at'),
    /** Who asked: a user of the NGO's team, or 'always' for the NGO's standing opt-in. */
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    endedAt: at('ended_at'),
  },
  (t) => [
    index('substitute_searches_open_idx')
      .on(t.waveAt)
      .where(sql`${t.status} = 'searching'`),
  ],
);

/** One volunteer's offer to cover a searched session, in the wave that asked them. */
export const substituteOffers = pgTable(
  'substitute_offers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => substituteSearches.sessionId, { onDelete: 'cascade' }),
    volunteerUid: text('volunteer_uid')
      .notNull()
      .references(() => volunteers.userId, { onDelete: 'cascade' }),
    wave: integer('wave').notNull(),
    status: text('status', { enum: SUBSTITUTE_OFFER_STATUSES }).notNull().default('open'),
    sentAt: at('sent_at').notNull(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.volunteerUid] }),
    index('substitute_offers_volunteer_idx').on(t.volunteerUid, t.status),
  ],
);

/** An NGO that asked Setu to look for cover whenever a volunteer cancels (row present = on). */
export const substituteOptIns = pgTable('substitute_opt_ins', {
  ngoUid: text('ngo_uid')
    .primaryKey()
    .references(() => ngos.uid, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A person's choice of SMS (docs/decisions/0044-sms.md): their phone (digits with the country
 * code, as the gateway gives it back in replies), when they said yes, and when they switched it
 * off and how (the settings, or STOP in a reply). `consentedAt` null means no SMS.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    consentedAt: at('consented_at'),
    stoppedAt: at('stopped_at'),
    stoppedVia: text('stopped_via', { enum: ['settings', 'reply'] }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sms_consents_phone_idx').on(t.phone)],
);

/**
 * The SMS outbox: written in the transaction of the change that causes it, delivered by the job
 * queue with the mail outbox's claims and retries (src/server/sms/delivery.ts). `fallback*` is the
 * email that goes instead when the gateway keeps refusing. `awaitsReply` marks a reminder whose
 * "1"/"2" answer is matched to it; `reply` records that answer once.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    sessionId: integer('session_id'),
    /** A gentle check-in (decision 0048): a reply of 1 or 2 is matched to it (replies.ts). */
    checkInId: integer('check_in_id').references(() => partnershipCheckIns.id, {
      onDelete: 'cascade',
    }),
    awaitsReply: boolean('awaits_reply').notNull().default(false),
    fallbackTo: text('fallback_to'),
    fallbackSubject: text('fallback_subject'),
    fallbackBody: text('fallback_body'),
    createdAt: at('created_at').notNull(),
    nextAttemptAt: at('next_attempt_at').notNull(),
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The gateway's message id once it took the message; its receipt names it. */
    gatewayId: text('gateway_id'),
    submittedAt: at('submitted_at'),
    /** The receipt's final state (DELIVRD, UNDELIV, EXPIRED, REJECTD…) and when it came. */
    receiptState: text('receipt_state'),
    receiptAt: at('receipt_at'),
    failedAt: at('failed_at'),
    reply: text('reply', { enum: ['confirm', 'cancel'] }),
    repliedAt: at('replied_at'),
  },
  (t) => [
    index('sms_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.submittedAt} is null and ${t.failedAt} is null`),
    index('sms_outbox_gateway_idx').on(t.gatewayId),
    index('sms_outbox_reply_idx')
      .on(t.phone, t.submittedAt)
      .where(sql`${t.awaitsReply} and ${t.reply} is null`),
  ],
);

/**
 * A break of a partnership (src/server/breaks, docs/decisions/0048-breaks-and-health.md): India's
 * dates, both days included, whole weeks. No session is made in it and those made are cancelled
 * with cancelled_by 'break'. `endedAt` is set when it is ended early: the weeks after it open
 * again. `remindedAt` claims the volunteer's reminder 3 days before the sessions come back.
 */
export const partnershipBreaks = pgTable(
  'partnership_breaks',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'cascade' }),
    takenBy: text('taken_by', { enum: BREAK_TAKERS }).notNull(),
    /** The person who took it (the volunteer, or who of the NGO's team paused the class). */
    actorUid: text('actor_uid').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    endedAt: at('ended_at'),
    remindedAt: at('reminded_at'),
  },
  (t) => [index('partnership_breaks_request_idx').on(t.requestId, t.endsOn)],
);

/**
 * The gentle check-in after two missed or cancelled sessions in a row: one row per streak, named
 * by the start of its first session, so the sweep asks once (the unique key). The volunteer's
 * answer is kept; a "yes" sets aside the signals before it (src/shared/partnership-health.ts).
 */
export const partnershipCheckIns = pgTable(
  'partnership_check_ins',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'cascade' }),
    streakStartsAt: at('streak_starts_at').notNull(),
    sentAt: at('sent_at').notNull(),
    answer: text('answer', { enum: CHECK_IN_CHOICES }),
    answeredAt: at('answered_at'),
  },
  (t) => [uniqueIndex('partnership_check_ins_streak_unique').on(t.requestId, t.streakStartsAt)],
);
