CREATE TABLE "product_lowest_prices" (
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"current_minor" integer NOT NULL,
	CONSTRAINT "product_lowest_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
ALTER TABLE "product_lowest_prices" ADD CONSTRAINT "product_lowest_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_category_product_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "variants_product_size_idx" ON "variants" USING btree ("product_id","size");--> statement-breakpoint
-- Recomputes the lowest current price of the given products from their variants' prices, so
-- every writer of prices or variants (the store, a seed, an operator's import) keeps it true.
CREATE FUNCTION refresh_product_lowest_prices(product_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_lowest_prices lowest
  WHERE lowest.product_id = ANY(product_ids)
    AND NOT EXISTS (
      SELECT 1 FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
      WHERE v.product_id = lowest.product_id AND vp.currency = lowest.currency);
  INSERT INTO product_lowest_prices (product_id, currency, current_minor)
  SELECT v.product_id, vp.currency, min(vp.current_minor)
  FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
  WHERE v.product_id = ANY(product_ids)
  GROUP BY v.product_id, vp.currency
  ORDER BY v.product_id, vp.currency
  ON CONFLICT (product_id, currency) DO UPDATE SET current_minor = excluded.current_minor
  WHERE product_lowest_prices.current_minor <> excluded.current_minor;
$$;
--> statement-breakpoint
CREATE FUNCTION variant_prices_refresh_lowest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A variant's deletion cascades here after the variant is gone; the variants trigger covers it.
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_lowest_prices(ARRAY(
      SELECT DISTINCT v.product_id FROM old_rows o JOIN variants v ON v.id = o.variant_id));
  ELSE
    PERFORM refresh_product_lowest_prices(ARRAY(
      SELECT DISTINCT v.product_id FROM new_rows n JOIN variants v ON v.id = n.variant_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION variants_refresh_lowest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_lowest_prices(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_lowest_prices(ARRAY(
      SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variant_prices_insert_lowest AFTER INSERT ON variant_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_lowest();
--> statement-breakpoint
CREATE TRIGGER variant_prices_update_lowest AFTER UPDATE ON variant_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_lowest();
--> statement-breakpoint
CREATE TRIGGER variant_prices_delete_lowest AFTER DELETE ON variant_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_lowest();
--> statement-breakpoint
CREATE TRIGGER variants_update_lowest AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_lowest();
--> statement-breakpoint
CREATE TRIGGER variants_delete_lowest AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_lowest();
--> statement-breakpoint
INSERT INTO product_lowest_prices (product_id, currency, current_minor)
SELECT v.product_id, vp.currency, min(vp.current_minor)
FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
GROUP BY v.product_id, vp.currency;
--> statement-breakpoint
ANALYZE product_lowest_prices;
