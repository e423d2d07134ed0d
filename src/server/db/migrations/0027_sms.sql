CREATE TABLE "sms_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"consented_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stopped_via" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"session_id" integer,
	"awaits_reply" boolean DEFAULT false NOT NULL,
	"fallback_to" text,
	"fallback_subject" text,
	"fallback_body" text,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"gateway_id" text,
	"submitted_at" timestamp with time zone,
	"receipt_state" text,
	"receipt_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_consents_phone_idx" ON "sms_consents" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."submitted_at" is null and "sms_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "sms_outbox_gateway_idx" ON "sms_outbox" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_reply_idx" ON "sms_outbox" USING btree ("phone","submitted_at") WHERE "sms_outbox"."awaits_reply" and "sms_outbox"."reply" is null;