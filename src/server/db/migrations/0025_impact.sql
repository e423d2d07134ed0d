CREATE TABLE "impact_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teaching_sessions" ADD COLUMN "covered_by" text;--> statement-breakpoint
ALTER TABLE "teaching_sessions" ADD CONSTRAINT "teaching_sessions_covered_by_user_id_fk" FOREIGN KEY ("covered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Answers given before answered_at existed: a request still accepted or declined was last changed by its answer.
UPDATE "connection_requests" SET "answered_at" = "updated_at" WHERE "status" IN ('accepted', 'declined');--> statement-breakpoint
-- An ended partnership was last changed by its end; its sessions were first made at its acceptance.
UPDATE "connection_requests" SET "ended_at" = "updated_at", "answered_at" = (SELECT min(s."created_at") FROM "teaching_sessions" s WHERE s."request_id" = "connection_requests"."id") WHERE "status" = 'ended';
