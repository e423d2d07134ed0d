CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_uid" text NOT NULL,
	"listing_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"day" text,
	"time_slot" text,
	"topic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngo_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_uid" text,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"availability" text[] NOT NULL,
	"topics" text[] NOT NULL,
	"availability_times" text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_group" text,
	"volunteers_needed" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"topics_search" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngo_needs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ngo_uid" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngos" (
	"uid" text PRIMARY KEY NOT NULL,
	"ngo_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"area_of_work" text NOT NULL,
	"volunteer_reqs" text NOT NULL,
	"schedule" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_ngos" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"volunteers_needed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"skills" text NOT NULL,
	"availability" text NOT NULL,
	"age_group" text NOT NULL,
	"languages" text NOT NULL,
	"bio" text NOT NULL,
	"reason" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"skills" text NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_group" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"preferred_topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"code_of_conduct_version" text,
	"code_of_conduct_accepted_at" timestamp with time zone,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_volunteer_uid_volunteers_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."volunteers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_listing_id_ngo_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."ngo_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD CONSTRAINT "ngo_listings_owner_uid_ngos_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."ngos"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_needs" ADD CONSTRAINT "ngo_needs_ngo_uid_ngos_uid_fk" FOREIGN KEY ("ngo_uid") REFERENCES "public"."ngos"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngos" ADD CONSTRAINT "ngos_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_registrations" ADD CONSTRAINT "volunteer_registrations_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connection_requests_open_unique" ON "connection_requests" USING btree ("volunteer_uid","listing_id") WHERE "connection_requests"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "connection_requests_listing_idx" ON "connection_requests" USING btree ("listing_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ngo_listings_owner_unique" ON "ngo_listings" USING btree ("owner_uid");--> statement-breakpoint
CREATE INDEX "ngo_listings_availability_gin" ON "ngo_listings" USING gin ("availability");--> statement-breakpoint
CREATE INDEX "ngo_listings_location_trgm" ON "ngo_listings" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ngo_listings_topics_trgm" ON "ngo_listings" USING gin ("topics_search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ngo_needs_unique_label" ON "ngo_needs" USING btree ("ngo_uid",lower("label"));--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");