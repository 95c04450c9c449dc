CREATE TABLE "experiment_datafiles" (
	"key" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_events" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"visitor_id" text NOT NULL,
	"experiment_key" text,
	"variation_key" text,
	"event_key" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "experiment_events_exposure_idx" ON "experiment_events" USING btree ("experiment_key","variation_key","visitor_id");--> statement-breakpoint
CREATE INDEX "experiment_events_visitor_idx" ON "experiment_events" USING btree ("visitor_id","kind");