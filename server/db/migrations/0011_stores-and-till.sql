ALTER TABLE "stores" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "favorite_store_id" text;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "customer_consumer_id" uuid;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "hand_over_in_store" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'ECOMM' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "app_tracking" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_over_at" timestamp with time zone;