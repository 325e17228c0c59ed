CREATE TABLE "account_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"theme" jsonb NOT NULL,
	"toolbar" jsonb NOT NULL,
	"access" jsonb NOT NULL,
	"show_made_with_badge" boolean DEFAULT true NOT NULL,
	"languages" jsonb NOT NULL,
	"default_locale" text DEFAULT 'en' NOT NULL,
	"home_page_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"root_id" uuid NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"content_type" text NOT NULL,
	"content_root_id" uuid,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"access" jsonb NOT NULL,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display" jsonb NOT NULL,
	"color_mode" text,
	"background_color" text,
	"description" text,
	"image" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"og_title" text,
	"og_description" text,
	"og_image" text,
	"is_commentable" boolean DEFAULT false NOT NULL,
	"message_thread_id" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_access_trees" (
	"app_id" uuid NOT NULL,
	"root_id" uuid NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_pages" (
	"app_id" uuid NOT NULL,
	"path" text NOT NULL,
	"page_id" uuid NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"subscriber_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "members_subscriber_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscriber_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"password_hash" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_account_admin" boolean DEFAULT false NOT NULL,
	"is_app_messaging_profile" boolean DEFAULT false NOT NULL,
	"language" text,
	"passwordless" boolean DEFAULT false NOT NULL,
	"auth_provider" text DEFAULT 'default' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar_urls" jsonb,
	"can_receive_messages_from_members" boolean DEFAULT true NOT NULL,
	"is_profile_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_domains" ADD CONSTRAINT "app_domains_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_access_trees" ADD CONSTRAINT "published_access_trees_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_pages" ADD CONSTRAINT "published_pages_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_pages" ADD CONSTRAINT "published_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_email_key" ON "account_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "apps_slug_key" ON "apps" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_app_path_key" ON "pages" USING btree ("app_id","path");--> statement-breakpoint
CREATE INDEX "pages_app_parent_idx" ON "pages" USING btree ("app_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "pages_app_root_idx" ON "pages" USING btree ("app_id","root_id");--> statement-breakpoint
CREATE INDEX "pages_app_type_idx" ON "pages" USING btree ("app_id","content_type") WHERE "pages"."is_published";--> statement-breakpoint
CREATE UNIQUE INDEX "published_access_trees_app_root_key" ON "published_access_trees" USING btree ("app_id","root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "published_pages_app_path_key" ON "published_pages" USING btree ("app_id","path");--> statement-breakpoint
CREATE INDEX "published_pages_page_idx" ON "published_pages" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_app_email_key" ON "members" USING btree ("app_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_subscriber_uuid_key" ON "members" USING btree ("subscriber_uuid");