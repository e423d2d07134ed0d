CREATE TABLE "ngo_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"ngo_uid" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ngo_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ngo_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"ngo_uid" text NOT NULL,
	"invited_by" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngo_team_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ngo_uid" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"actor_uid" text NOT NULL,
	"subject_uid" text,
	"subject_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "teaching_sessions" ADD COLUMN "attendance_by" text;--> statement-breakpoint
ALTER TABLE "teaching_sessions" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "ngo_invitations" ADD CONSTRAINT "ngo_invitations_ngo_uid_ngos_uid_fk" FOREIGN KEY ("ngo_uid") REFERENCES "public"."ngos"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_members" ADD CONSTRAINT "ngo_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_members" ADD CONSTRAINT "ngo_members_ngo_uid_ngos_uid_fk" FOREIGN KEY ("ngo_uid") REFERENCES "public"."ngos"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_team_events" ADD CONSTRAINT "ngo_team_events_ngo_uid_ngos_uid_fk" FOREIGN KEY ("ngo_uid") REFERENCES "public"."ngos"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ngo_invitations_ngo_idx" ON "ngo_invitations" USING btree ("ngo_uid","created_at");--> statement-breakpoint
CREATE INDEX "ngo_members_ngo_idx" ON "ngo_members" USING btree ("ngo_uid");--> statement-breakpoint
CREATE INDEX "ngo_team_events_ngo_idx" ON "ngo_team_events" USING btree ("ngo_uid","at");