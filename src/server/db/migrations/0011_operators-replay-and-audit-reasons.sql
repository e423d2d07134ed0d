CREATE TABLE "audit_reasons" (
	"audit_id" integer PRIMARY KEY NOT NULL,
	"subject_uid" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "audit_reasons" ADD CONSTRAINT "audit_reasons_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reasons" ADD CONSTRAINT "audit_reasons_subject_uid_user_id_fk" FOREIGN KEY ("subject_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_reasons_subject_idx" ON "audit_reasons" USING btree ("subject_uid");--> statement-breakpoint
-- Existing reasons move beside the log. A report's move was written as
-- "from → to[: outcome][: note]": the codes become the row's detail, the note its reason.
-- The listing line a suspension wrote is Setu's own words, shown from the action instead.
INSERT INTO "audit_reasons" ("audit_id", "subject_uid", "reason")
SELECT a."id",
  CASE
    WHEN a."action" = 'report-status' THEN (
      SELECT r."subject_uid" FROM "reports" r WHERE r."id"::text = a."target_id")
    WHEN a."target_kind" IN ('ngo', 'account') THEN (
      SELECT u."id" FROM "user" u WHERE u."id" = a."target_id")
  END,
  CASE
    WHEN a."action" = 'report-status' THEN coalesce(
      (regexp_match(
        a."reason",
        '^\w+ → \w+(?:: (?:action-taken|no-breach-found|not-enough-information))?(?:: (.*))?$'
      ))[1],
      '')
    ELSE a."reason"
  END
FROM "audit_log" a
WHERE a."reason" <> ''
  AND NOT (a."target_kind" = 'listing' AND a."reason" = 'Unpublished by the suspension of its NGO.');--> statement-breakpoint
DELETE FROM "audit_reasons" WHERE "reason" = '';--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
UPDATE "audit_log" SET "detail" = jsonb_strip_nulls(jsonb_build_object(
    'from', m[1],
    'to', m[2],
    'outcome', m[3]))
FROM (
  SELECT "id" AS match_id, regexp_match(
      "reason",
      '^(\w+) → (\w+)(?:: (action-taken|no-breach-found|not-enough-information))?(?:: .*)?$'
    ) AS m
  FROM "audit_log"
  WHERE "action" = 'report-status'
) found
WHERE "audit_log"."id" = found.match_id AND found.m IS NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "reason";
