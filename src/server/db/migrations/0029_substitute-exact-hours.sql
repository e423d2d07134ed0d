DROP INDEX "volunteer_hours_volunteer_idx";--> statement-breakpoint
CREATE INDEX "volunteer_hours_volunteer_idx" ON "volunteer_hours" USING btree ("volunteer_uid","day","start_minute","end_minute");--> statement-breakpoint
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
