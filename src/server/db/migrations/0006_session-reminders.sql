-- Reminders before each session and the NGO's attendance nudge (issue 14): one row per session
-- and kind, claimed before the mail is sent, so none goes twice (decision 0023).
CREATE TABLE "session_reminders" (
	"session_id" integer NOT NULL,
	"kind" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "session_reminders_session_id_kind_pk" PRIMARY KEY("session_id","kind")
);
--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_session_id_teaching_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."teaching_sessions"("id") ON DELETE cascade ON UPDATE no action;