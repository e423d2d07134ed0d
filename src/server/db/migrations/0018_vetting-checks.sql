CREATE TABLE "volunteer_checks" (
	"volunteer_uid" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"valid_until" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_checks_volunteer_uid_kind_pk" PRIMARY KEY("volunteer_uid","kind")
);
--> statement-breakpoint
CREATE TABLE "volunteer_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_uid" text NOT NULL,
	"day" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD COLUMN "required_checks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_checks" ADD CONSTRAINT "volunteer_checks_volunteer_uid_volunteers_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."volunteers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_hours" ADD CONSTRAINT "volunteer_hours_volunteer_uid_volunteers_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."volunteers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_checks_expiry_idx" ON "volunteer_checks" USING btree ("kind","valid_until") WHERE "volunteer_checks"."outcome" = 'valid' and "volunteer_checks"."valid_until" is not null;--> statement-breakpoint
CREATE INDEX "volunteer_hours_volunteer_idx" ON "volunteer_hours" USING btree ("volunteer_uid");--> statement-breakpoint
CREATE INDEX "volunteer_hours_day_idx" ON "volunteer_hours" USING btree ("day","start_minute","end_minute");--> statement-breakpoint
-- hand-written: an hour range is inside one day and not empty.
ALTER TABLE "volunteer_hours" ADD CONSTRAINT "volunteer_hours_range" CHECK ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute");
