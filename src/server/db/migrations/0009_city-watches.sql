CREATE TABLE "city_watches" (
	"volunteer_uid" text NOT NULL,
	"city_key" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "city_watches_volunteer_uid_city_key_pk" PRIMARY KEY("volunteer_uid","city_key")
);
--> statement-breakpoint
ALTER TABLE "city_watches" ADD CONSTRAINT "city_watches_volunteer_uid_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_watches_open_idx" ON "city_watches" USING btree ("city_key") WHERE notified_at is null and stopped_at is null;