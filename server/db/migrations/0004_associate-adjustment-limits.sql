ALTER TABLE "store_employees" ADD COLUMN "adjustment_max_percent" integer;--> statement-breakpoint
ALTER TABLE "store_employees" ADD COLUMN "adjustment_max_amount" integer;--> statement-breakpoint
-- Adjustments made before they recorded their associate and limit cannot be bounded or traced:
-- open baskets drop them (an associate adds them again under the limits).
UPDATE "baskets" SET "price_adjustments" = '[]'::jsonb WHERE "status" = 'open' AND "price_adjustments" <> '[]'::jsonb;
