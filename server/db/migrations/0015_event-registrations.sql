CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"site_id" text NOT NULL,
	"consumer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"attending_days" text[] NOT NULL,
	"guest_name" text,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_registrations_event_consumer" UNIQUE("event_id","consumer_id"),
	CONSTRAINT "event_registrations_seats" CHECK ("event_registrations"."seats" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_consumer_idx" ON "event_registrations" USING btree ("consumer_id");