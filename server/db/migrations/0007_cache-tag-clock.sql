CREATE TABLE "cache_tag_changes" (
	"tag" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Every writer of what cached pages show (the store, a seed, an operator's import) moves the
-- clock of the tags it touches: per statement, in tag order so concurrent writers never wait
-- on each other crosswise. Stock moves the clock only when a variant sells out or comes back.
CREATE FUNCTION touch_cache_tags(tags text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cache_tag_changes (tag, changed_at)
  SELECT tag, clock_timestamp() FROM (SELECT DISTINCT tag FROM unnest(tags) AS tag) AS distinct_tags
  ORDER BY tag
  ON CONFLICT (tag) DO UPDATE SET changed_at = excluded.changed_at;
$$;
--> statement-breakpoint
CREATE FUNCTION touch_product_tags(product_ids text[]) RETURNS void LANGUAGE sql AS $$
  SELECT touch_cache_tags(ARRAY['listings'] || ARRAY(SELECT 'product:' || id FROM unnest(product_ids) AS id))
  WHERE cardinality(product_ids) > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM touch_product_tags(ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM touch_product_tags(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM touch_product_tags(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM touch_product_tags(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION variant_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM touch_product_tags(ARRAY(
      SELECT DISTINCT v.product_id FROM old_rows o JOIN variants v ON v.id = o.variant_id));
  ELSE
    PERFORM touch_product_tags(ARRAY(
      SELECT DISTINCT v.product_id FROM new_rows n JOIN variants v ON v.id = n.variant_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM touch_product_tags(ARRAY(
      SELECT DISTINCT v.product_id FROM old_rows o JOIN variants v ON v.id = o.variant_id));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM touch_product_tags(ARRAY(
      SELECT DISTINCT v.product_id FROM new_rows n JOIN variants v ON v.id = n.variant_id));
  ELSE
    PERFORM touch_product_tags(ARRAY(
      SELECT DISTINCT v.product_id
      FROM new_rows n
      JOIN old_rows o ON o.variant_id = n.variant_id
      JOIN variants v ON v.id = n.variant_id
      WHERE (n.quantity - n.reserved > 0) <> (o.quantity - o.reserved > 0)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition table its event has.
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM touch_cache_tags(ARRAY['listings']); END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM touch_cache_tags(ARRAY['listings']);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What editors save as a draft is theirs to preview: only what shoppers see moves the clock.
CREATE FUNCTION canvases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM touch_cache_tags(ARRAY['content']); END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM touch_cache_tags(ARRAY['content']); END IF;
  ELSIF EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.published IS DISTINCT FROM o.published) THEN
    PERFORM touch_cache_tags(ARRAY['content']);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_insert_cache_tags AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER products_update_cache_tags AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER products_delete_cache_tags AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER product_colors_insert_cache_tags AFTER INSERT ON "product_colors"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_colors_update_cache_tags AFTER UPDATE ON "product_colors"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_colors_delete_cache_tags AFTER DELETE ON "product_colors"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_insert_cache_tags AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_update_cache_tags AFTER UPDATE ON "product_categories"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_delete_cache_tags AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER variants_insert_cache_tags AFTER INSERT ON "variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER variants_update_cache_tags AFTER UPDATE ON "variants"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER variants_delete_cache_tags AFTER DELETE ON "variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER variant_prices_insert_cache_tags AFTER INSERT ON "variant_prices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_changed();
--> statement-breakpoint
CREATE TRIGGER variant_prices_update_cache_tags AFTER UPDATE ON "variant_prices"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_changed();
--> statement-breakpoint
CREATE TRIGGER variant_prices_delete_cache_tags AFTER DELETE ON "variant_prices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_changed();
--> statement-breakpoint
CREATE TRIGGER inventory_insert_cache_tags AFTER INSERT ON "inventory"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_changed();
--> statement-breakpoint
CREATE TRIGGER inventory_update_cache_tags AFTER UPDATE ON "inventory"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_changed();
--> statement-breakpoint
CREATE TRIGGER inventory_delete_cache_tags AFTER DELETE ON "inventory"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_changed();
--> statement-breakpoint
CREATE TRIGGER categories_insert_cache_tags AFTER INSERT ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_changed();
--> statement-breakpoint
CREATE TRIGGER categories_update_cache_tags AFTER UPDATE ON "categories"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_changed();
--> statement-breakpoint
CREATE TRIGGER categories_delete_cache_tags AFTER DELETE ON "categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_changed();
--> statement-breakpoint
CREATE TRIGGER canvases_insert_cache_tags AFTER INSERT ON "canvases"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION canvases_changed();
--> statement-breakpoint
CREATE TRIGGER canvases_update_cache_tags AFTER UPDATE ON "canvases"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canvases_changed();
--> statement-breakpoint
CREATE TRIGGER canvases_delete_cache_tags AFTER DELETE ON "canvases"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION canvases_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_insert_cache_tags AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_update_cache_tags AFTER UPDATE ON "reviews"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_delete_cache_tags AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_changed();
