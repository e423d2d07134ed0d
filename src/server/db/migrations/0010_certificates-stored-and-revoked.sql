-- Certificates: the sessions each one counts, its PDF kept once per language, and the reason of a revocation in general words (docs/decisions/0028-certificates-stored-and-revoked.md).
CREATE TABLE "certificate_pdfs" (
	"certificate_id" integer NOT NULL,
	"language" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_pdfs_certificate_id_language_pk" PRIMARY KEY("certificate_id","language")
);
--> statement-breakpoint
CREATE TABLE "certificate_sessions" (
	"certificate_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	CONSTRAINT "certificate_sessions_certificate_id_session_id_pk" PRIMARY KEY("certificate_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_category" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by" text DEFAULT 'volunteer' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_pdfs" ADD CONSTRAINT "certificate_pdfs_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_sessions" ADD CONSTRAINT "certificate_sessions_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_sessions" ADD CONSTRAINT "certificate_sessions_session_id_teaching_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."teaching_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_sessions_session_idx" ON "certificate_sessions" USING btree ("session_id");--> statement-breakpoint
-- Certificates issued before this migration counted the held sessions of their period.
INSERT INTO "certificate_sessions" ("certificate_id", "session_id")
SELECT c."id", s."id" FROM "certificates" c
JOIN "teaching_sessions" s ON s."request_id" = c."request_id"
  AND s."attendance" = 'held'
  AND s."starts_at" BETWEEN c."period_start" AND c."period_end"
ON CONFLICT DO NOTHING;
