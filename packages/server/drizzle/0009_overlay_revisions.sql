ALTER TABLE "overlays" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "overlays" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "overlays_app_created_idx" ON "overlays" USING btree ("app_id","created_at");