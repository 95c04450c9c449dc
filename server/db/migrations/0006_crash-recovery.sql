CREATE TABLE "simulator_payments" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before this column existed count as confirmed: the sweep must not mail them again.
UPDATE "orders" SET "confirmation_sent_at" = "updated_at" WHERE "status" = 'Created';--> statement-breakpoint
CREATE INDEX "orders_status_updated_idx" ON "orders" USING btree ("status","updated_at");