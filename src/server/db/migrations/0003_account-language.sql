-- The account's language (issue 12): its emails, its calendar file, and its screens after login.
-- Existing accounts read English, as Setu wrote to them before.
ALTER TABLE "user" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
