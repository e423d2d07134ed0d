CREATE TABLE "listing_day_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"availability" text[] NOT NULL,
	"topics" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "listing_places_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD COLUMN "day_topics_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_day_topics_unique" ON "listing_day_topics" USING btree ("availability","topics");--> statement-breakpoint
CREATE INDEX "listing_places_name_trgm" ON "listing_places" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ngo_listings_place_match" ON "ngo_listings" USING btree ("place_id","day_topics_id","id") WHERE "ngo_listings"."published";--> statement-breakpoint
CREATE INDEX "ngo_listings_day_topics_match" ON "ngo_listings" USING btree ("day_topics_id","id") WHERE "ngo_listings"."published";--> statement-breakpoint
CREATE INDEX "ngo_listings_match_order" ON "ngo_listings" USING btree ("id","place_id","day_topics_id") WHERE "ngo_listings"."published";--> statement-breakpoint
-- Keeps place_id and day_topics_id in step with location, availability and topics, whoever writes
-- the row: the app, the seeds or a bulk load. One indexed lookup when both exist already.
CREATE FUNCTION "ngo_listings_match_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.id, d.id INTO NEW.place_id, NEW.day_topics_id
    FROM listing_places p, listing_day_topics d
    WHERE p.name = lower(NEW.location)
      AND d.availability = NEW.availability AND d.topics = NEW.topics;
  IF NOT FOUND THEN
    -- DO UPDATE rather than DO NOTHING: RETURNING then gives the id also when the row is there
    -- already, or a concurrent insert of the same key won.
    INSERT INTO listing_places (name) VALUES (lower(NEW.location))
      ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name
      RETURNING id INTO NEW.place_id;
    INSERT INTO listing_day_topics (availability, topics) VALUES (NEW.availability, NEW.topics)
      ON CONFLICT (availability, topics) DO UPDATE SET topics = EXCLUDED.topics
      RETURNING id INTO NEW.day_topics_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_listings_match_keys" BEFORE INSERT OR UPDATE OF "location", "availability", "topics"
  ON "ngo_listings" FOR EACH ROW EXECUTE FUNCTION "ngo_listings_match_keys"();--> statement-breakpoint
-- Listings already there get their keys through the trigger.
UPDATE "ngo_listings" SET "location" = "location";
