CREATE TABLE "vetting_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_uid" text NOT NULL,
	"kind" text NOT NULL,
	"id_type" text,
	"issue_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea",
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text DEFAULT '' NOT NULL,
	"valid_until" timestamp with time zone,
	"reminded_30_at" timestamp with time zone,
	"reminded_7_at" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vetting_documents" ADD CONSTRAINT "vetting_documents_volunteer_uid_volunteers_user_id_fk" FOREIGN KEY ("volunteer_uid") REFERENCES "public"."volunteers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vetting_documents_pending_idx" ON "vetting_documents" USING btree ("volunteer_uid","kind") WHERE "vetting_documents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vetting_documents_queue_idx" ON "vetting_documents" USING btree ("uploaded_at") WHERE "vetting_documents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vetting_documents_volunteer_idx" ON "vetting_documents" USING btree ("volunteer_uid","kind","uploaded_at");