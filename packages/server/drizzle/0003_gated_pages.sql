ALTER TABLE "published_pages" ADD COLUMN "is_gated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "published_pages" ADD COLUMN "lock_body" text;