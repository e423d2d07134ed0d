ALTER TABLE "session_notes" ADD COLUMN "written_by" text;--> statement-breakpoint
-- hand-written: notes from before teams were written by their author (an NGO had only its owner).
UPDATE "session_notes" SET "written_by" = "author_uid" WHERE "written_by" IS NULL;
