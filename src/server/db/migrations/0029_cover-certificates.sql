DROP INDEX "volunteer_hours_volunteer_idx";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "kind" text DEFAULT 'partnership' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "volunteer_uid" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_volunteer_uid_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_listing_id_ngo_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."ngo_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_cover_idx" ON "certificates" USING btree ("listing_id","volunteer_uid");--> statement-breakpoint
CREATE INDEX "volunteer_hours_volunteer_idx" ON "volunteer_hours" USING btree ("volunteer_uid","day","start_minute","end_minute");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_kind_owner" CHECK (("certificates"."kind" = 'partnership' and "certificates"."request_id" is not null) or ("certificates"."kind" = 'cover' and "certificates"."volunteer_uid" is not null and "certificates"."listing_id" is not null));--> statement-breakpoint
-- Exact hours saved before the search read them: their minute rows, as saveExactHours writes
-- them ("6:30 PM" is 1110; the hours lie between 6 AM and 9 PM, never at 12 AM).
INSERT INTO "volunteer_hours" ("volunteer_uid", "day", "start_minute", "end_minute")
SELECT v."user_id", h->>'day',
  ((split_part(h->>'start', ':', 1)::int % 12) + CASE WHEN h->>'start' LIKE '%PM' THEN 12 ELSE 0 END) * 60
    + substring(h->>'start' FROM ':([0-9]{2})')::int,
  ((split_part(h->>'end', ':', 1)::int % 12) + CASE WHEN h->>'end' LIKE '%PM' THEN 12 ELSE 0 END) * 60
    + substring(h->>'end' FROM ':([0-9]{2})')::int
FROM "volunteers" v, jsonb_array_elements(v."exact_hours") h
WHERE NOT EXISTS (SELECT 1 FROM "volunteer_hours" x WHERE x."volunteer_uid" = v."user_id");
