CREATE TABLE "course_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_uid" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb,
	"score" integer,
	"passed" boolean,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_attempts" ADD CONSTRAINT "course_attempts_volunteer_uid_volunteers_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."volunteers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_attempts_volunteer_idx" ON "course_attempts" USING btree ("volunteer_uid","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_attempts_one_open_idx" ON "course_attempts" USING btree ("volunteer_uid") WHERE "course_attempts"."submitted_at" is null;