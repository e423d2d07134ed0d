// Who may be asked to cover a session (docs/decisions/0042-substitutes.md): volunteers who hold
// every check the listing requires, valid now; in the class's city (anywhere, for an online
// class); sharing one of its languages and its topic (or naming no topics); free then by the one
// rule of src/shared/availability.ts (isFreeAt: that day's exact hours, kept in volunteer_hours,
// when it has any, else its Morning/Evening slots) and not teaching then; never the session's own
// volunteer, nor a suspended account, nor anyone this search asked already. One query, so the
// bench (bench/substitutes.ts) measures what the search runs.
import { sql, type SQL } from 'drizzle-orm';
import { requiredChecks } from '../../shared/vetting';
import { freeSlotsNeeded, sessionDayRange, WAVE_SIZE } from '../../shared/substitutes';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { accountSuspended } from '../partnerships/contact-rule';

/** The session being covered, as the search reads it (see coverSession in search.ts). */
export interface CoverTarget {
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  /** The partnership's topic, null for a request made without one. */
  topic: string | null;
  mode: string;
  city: string;
  languages: readonly string[];
  requires: readonly string[];
  /** The partnership's own volunteer, never asked. */
  volunteerUid: string;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The longest a session runs (the teaching day): a bound on the overlap check's index range. */
const LONGEST_SESSION = sql`interval '1 day'`;

/**
 * The query for up to `limit` volunteers who fit, in the order they joined Setu (then by id);
 * `only` checks one volunteer (at acceptance: do they still fit?) and then does not skip those
 * already asked. Apart from findCandidates so the bench can explain it.
 */
export function candidatesQuery(
  target: CoverTarget,
  now: Date,
  options: { limit?: number; only?: string } = {},
): SQL {
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const { day, range } = sessionDayRange(target.startsAt, target.endsAt);
  const conditions: SQL[] = [
    sql`v.user_id <> ${target.volunteerUid}`,
    // isFreeAt in SQL: one exact range of the day holding the whole session decides when the day
    // has any (bool_or of no rows is null), else the slots. One index-only probe per volunteer.
    sql`coalesce((select bool_or(h.start_minute <= ${range.start} and h.end_minute >= ${range.end})
        from volunteer_hours h where h.volunteer_uid = v.user_id and h.day = ${day}),
      v.availability @> ${textArray(freeSlotsNeeded(target.startsAt, target.endsAt))})`,
    sql`not ${accountSuspended(sql`v.user_id`)}`,
  ];
  if (target.mode !== 'online') conditions.push(sql`lower(v.location) = lower(${target.city})`);
  if (target.languages.length) conditions.push(sql`v.languages && ${textArray(target.languages)}`);
  // A volunteer who named no topics takes any, as the ranking reads them (src/shared/ranking.ts).
  if (target.topic) {
    conditions.push(
      sql`(v.preferred_topics @> ${textArray([target.topic])} or v.preferred_topics = '{}')`,
    );
  }
  for (const kind of requiredChecks(target.requires)) {
    conditions.push(sql`exists (select 1 from volunteer_checks c
      where c.volunteer_uid = v.user_id and c.kind = ${kind} and c.outcome = 'valid'
        and (c.valid_until is null or c.valid_until > ${at(now)}))`);
  }
  // Not teaching then: the teacher of every session that overlaps it (a substitute, when covered).
  conditions.push(sql`v.user_id not in (
    select coalesce(s.covered_by, r.volunteer_uid) from teaching_sessions s
      join connection_requests r on r.id = s.request_id
    where s.status = 'scheduled' and s.starts_at < ${at(target.endsAt)}
      and s.starts_at > ${at(target.startsAt)} - ${LONGEST_SESSION}
      and s.ends_at > ${at(target.startsAt)})`);
  if (options.only) {
    conditions.push(sql`v.user_id = ${options.only}`);
  } else {
    conditions.push(sql`not exists (select 1 from substitute_offers o
      where o.session_id = ${target.sessionId} and o.volunteer_uid = v.user_id)`);
  }
  return sql`
    select v.user_id from volunteers v
    where ${sql.join(conditions, sql` and `)}
    order by v.timestamp, v.user_id
    limit ${options.limit ?? WAVE_SIZE}`;
}

export async function findCandidates(
  db: Pick<Db, 'execute'>,
  target: CoverTarget,
  now: Date,
  options: { limit?: number; only?: string } = {},
): Promise<string[]> {
  const result = await db.execute(candidatesQuery(target, now, options));
  return rowsOf(result).map((row) => String(row.user_id));
}
