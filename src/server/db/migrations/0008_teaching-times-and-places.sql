ALTER TABLE "ngo_listings" ADD COLUMN "teaching_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD COLUMN "mode" text DEFAULT 'in-person' NOT NULL;--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD COLUMN "venue_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD COLUMN "venue_landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD COLUMN "map_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ngo_listings" ADD COLUMN "meeting_link" text DEFAULT '' NOT NULL;