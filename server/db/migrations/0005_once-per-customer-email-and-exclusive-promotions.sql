ALTER TABLE "coupon_redemptions" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "exclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_email_idx" ON "coupon_redemptions" USING btree ("code","email");--> statement-breakpoint
-- Redemptions made before emails were kept take the email of their order, so a guest who
-- already used a once-per-customer code cannot use it again under a new guest session.
UPDATE "coupon_redemptions" SET "email" = "orders"."email" FROM "orders" WHERE "orders"."order_number" = "coupon_redemptions"."order_number";
