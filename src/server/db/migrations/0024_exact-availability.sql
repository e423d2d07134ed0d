CREATE TABLE "partnership_endings" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"ended_by" text NOT NULL,
	"actor_uid" text NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_uid" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteers" ADD COLUMN "exact_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partnership_endings" ADD CONSTRAINT "partnership_endings_request_id_connection_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_feedback" ADD CONSTRAINT "partnership_feedback_request_id_connection_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_feedback_side_unique" ON "partnership_feedback" USING btree ("request_id","side");