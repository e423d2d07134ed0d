CREATE TABLE "partnership_gate_holds" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"missing" text[] NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partnership_gate_holds" ADD CONSTRAINT "partnership_gate_holds_request_id_connection_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;