// The name of who teaches a session, beside the contact rule's sessionTeacher (its id): the
// substitute's when one covers it (docs/decisions/0042-substitutes.md).
import { sql } from 'drizzle-orm';

/** SQL over selectSessionsWithVolunteer: the covering volunteer's name, else the partnership's. */
export const sessionTeacherName = sql<string>`coalesce((select "cover"."full_name" from "volunteers" "cover" where "cover"."user_id" = "teaching_sessions"."covered_by"), "volunteers"."full_name")`;
