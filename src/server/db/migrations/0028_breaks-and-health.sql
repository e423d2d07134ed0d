CREATE TABLE "partnership_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"taken_by" text NOT NULL,
	"actor_uid" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partnership_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"streak_starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partnership_breaks" ADD CONSTRAINT "partnership_breaks_request_id_connection_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_check_ins" ADD CONSTRAINT "partnership_check_ins_request_id_connection_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnership_breaks_request_idx" ON "partnership_breaks" USING btree ("request_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_check_ins_streak_unique" ON "partnership_check_ins" USING btree ("request_id","streak_starts_at");