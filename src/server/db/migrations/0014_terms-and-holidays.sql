CREATE TABLE "ngo_calendar_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"ngo_uid" text NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngo_calendars" (
	"ngo_uid" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ngo_calendar_entries" ADD CONSTRAINT "ngo_calendar_entries_ngo_uid_ngos_uid_fk" FOREIGN KEY ("ngo_uid") REFERENCES "public"."ngos"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_calendars" ADD CONSTRAINT "ngo_calendars_ngo_uid_ngos_uid_fk" FOREIGN KEY ("ngo_uid") REFERENCES "public"."ngos"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ngo_calendar_entries_ngo_idx" ON "ngo_calendar_entries" USING btree ("ngo_uid","starts_on");