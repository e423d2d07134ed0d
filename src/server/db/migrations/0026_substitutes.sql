CREATE TABLE "substitute_offers" (
	"session_id" integer NOT NULL,
	"volunteer_uid" text NOT NULL,
	"wave" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "substitute_offers_session_id_volunteer_uid_pk" PRIMARY KEY("session_id","volunteer_uid")
);
--> statement-breakpoint
CREATE TABLE "substitute_opt_ins" (
	"ngo_uid" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "substitute_searches" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'searching' NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"wave_at" timestamp with time zone,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "substitute_offers" ADD CONSTRAINT "substitute_offers_session_id_substitute_searches_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."substitute_searches"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_offers" ADD CONSTRAINT "substitute_offers_volunteer_uid_volunteers_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."volunteers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_opt_ins" ADD CONSTRAINT "substitute_opt_ins_ngo_uid_ngos_uid_fk" FOREIGN KEY ("ngo_uid") REFERENCES "public"."ngos"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitute_searches" ADD CONSTRAINT "substitute_searches_session_id_teaching_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."teaching_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "substitute_offers_volunteer_idx" ON "substitute_offers" USING btree ("volunteer_uid","status");--> statement-breakpoint
CREATE INDEX "substitute_searches_open_idx" ON "substitute_searches" USING btree ("wave_at") WHERE "substitute_searches"."status" = 'searching';--> statement-breakpoint
CREATE INDEX "teaching_sessions_covered_by_idx" ON "teaching_sessions" USING btree ("covered_by","starts_at") WHERE "teaching_sessions"."covered_by" is not null;--> statement-breakpoint
CREATE INDEX "volunteers_cover_city_idx" ON "volunteers" USING btree (lower("location"),"timestamp","user_id","availability","languages","preferred_topics");--> statement-breakpoint
CREATE INDEX "volunteers_cover_idx" ON "volunteers" USING btree ("timestamp","user_id","availability","languages","preferred_topics");