CREATE TABLE "product_sizes" (
	"product_id" text PRIMARY KEY NOT NULL,
	"sizes" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_fts_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Recomputes the distinct sizes of the given products from their variants. The products' rows
-- are locked first, in id order: a concurrent writer of the same product's variants waits, then
-- recomputes from a snapshot that includes this writer's committed variants, so neither's
-- sizes are lost.
CREATE FUNCTION refresh_product_sizes(product_ids text[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM product_sizes sized
  WHERE sized.product_id = ANY(product_ids)
    AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = sized.product_id);
  INSERT INTO product_sizes (product_id, sizes)
  SELECT v.product_id, array_agg(DISTINCT v.size ORDER BY v.size)
  FROM variants v
  WHERE v.product_id = ANY(product_ids)
  GROUP BY v.product_id
  ORDER BY v.product_id
  ON CONFLICT (product_id) DO UPDATE SET sizes = excluded.sizes
  WHERE product_sizes.sizes <> excluded.sizes;
$$;
--> statement-breakpoint
CREATE FUNCTION variants_refresh_sizes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_sizes(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_sizes(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_sizes(ARRAY(
      SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_insert_sizes AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_sizes();
--> statement-breakpoint
CREATE TRIGGER variants_update_sizes AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_sizes();
--> statement-breakpoint
CREATE TRIGGER variants_delete_sizes AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_sizes();
--> statement-breakpoint
INSERT INTO product_sizes (product_id, sizes)
SELECT product_id, array_agg(DISTINCT size ORDER BY size) FROM variants GROUP BY product_id;
--> statement-breakpoint
ANALYZE product_sizes;
