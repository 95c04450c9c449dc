CREATE TABLE "canvas_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"canvas_id" uuid NOT NULL,
	"action" text NOT NULL,
	"content" jsonb,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_employees" ADD COLUMN "roles" text[] DEFAULT '{"associate"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "scheduled" jsonb;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "canvases" ADD COLUMN "draft_updated_by" text;--> statement-breakpoint
ALTER TABLE "canvas_revisions" ADD CONSTRAINT "canvas_revisions_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canvas_revisions_canvas_idx" ON "canvas_revisions" USING btree ("canvas_id","at");--> statement-breakpoint
-- Each canvas has a tag of its own (`canvas:{site}:{type}:{key}`, lib/cache-tags.ts) beside
-- `content`, so a publish re-reads exactly the cached reads that show that canvas. A draft
-- saved by an editor still moves nothing; a schedule does, since it changes what goes live.
CREATE OR REPLACE FUNCTION canvases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT 'canvas:' || site_id || ':' || type || ':' || key FROM old_rows);
  ELSIF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT 'canvas:' || site_id || ':' || type || ':' || key FROM new_rows);
  ELSE
    changed := ARRAY(
      SELECT 'canvas:' || n.site_id || ':' || n.type || ':' || n.key
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.published IS DISTINCT FROM o.published
         OR n.scheduled IS DISTINCT FROM o.scheduled
         OR n.publish_at IS DISTINCT FROM o.publish_at
         OR n.unpublish_at IS DISTINCT FROM o.unpublish_at);
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM touch_cache_tags(ARRAY['content'] || changed);
  END IF;
  RETURN NULL;
END $$;
