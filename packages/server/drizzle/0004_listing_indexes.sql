DROP INDEX "pages_app_type_idx";--> statement-breakpoint
CREATE INDEX "pages_app_type_position_idx" ON "pages" USING btree ("app_id","content_type","position") WHERE "pages"."is_published";--> statement-breakpoint
CREATE INDEX "pages_tags_idx" ON "pages" USING gin ("tags");