CREATE TABLE "session_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer,
	"listing_id" integer NOT NULL,
	"day" text NOT NULL,
	"time_slot" text NOT NULL,
	"session_starts_at" timestamp with time zone NOT NULL,
	"author_role" text NOT NULL,
	"author_uid" text NOT NULL,
	"covered" text NOT NULL,
	"next" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_session_id_teaching_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."teaching_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_listing_id_ngo_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."ngo_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_uid_user_id_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_notes_session_side_unique" ON "session_notes" USING btree ("session_id","author_role");--> statement-breakpoint
CREATE INDEX "session_notes_class_idx" ON "session_notes" USING btree ("listing_id","day","time_slot","session_starts_at");--> statement-breakpoint
CREATE INDEX "session_notes_author_idx" ON "session_notes" USING btree ("author_uid");