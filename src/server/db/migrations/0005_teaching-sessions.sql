-- After the match (issue 14): the concrete weekly sessions of each accepted partnership, their
-- cancellations and moves, and the attendance both sides record.
CREATE TABLE "teaching_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"occurrence" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_by" text,
	"cancel_reason" text,
	"attendance" text,
	"volunteer_confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teaching_sessions" ADD CONSTRAINT "teaching_sessions_request_id_connection_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_sessions_occurrence_unique" ON "teaching_sessions" USING btree ("request_id","occurrence");--> statement-breakpoint
CREATE INDEX "teaching_sessions_starts_idx" ON "teaching_sessions" USING btree ("starts_at");