CREATE TABLE "referee_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"referee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_uid" text NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_answers" (
	"referee_id" integer PRIMARY KEY NOT NULL,
	"known_how" text NOT NULL,
	"known_for" text NOT NULL,
	"role" text NOT NULL,
	"concern" boolean NOT NULL,
	"concern_text" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referee_links" ADD CONSTRAINT "referee_links_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_volunteer_uid_volunteers_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."volunteers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_answers" ADD CONSTRAINT "reference_answers_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referee_links_referee_idx" ON "referee_links" USING btree ("referee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referees_current_slot_idx" ON "referees" USING btree ("volunteer_uid","slot") WHERE "referees"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "referees_sent_idx" ON "referees" USING btree ("sent_at") WHERE "referees"."replaced_at" is null;