CREATE TABLE "bookmarks" (
	"app_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_member_id_page_id_pk" PRIMARY KEY("member_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "member_products" (
	"app_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "member_products_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "page_completions" (
	"app_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_completions_member_id_page_id_pk" PRIMARY KEY("member_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "page_subscriptions" (
	"app_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"start_from_page_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_subscriptions_member_id_page_id_pk" PRIMARY KEY("member_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_products" ADD CONSTRAINT "member_products_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_products" ADD CONSTRAINT "member_products_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_completions" ADD CONSTRAINT "page_completions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_completions" ADD CONSTRAINT "page_completions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_completions" ADD CONSTRAINT "page_completions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_subscriptions" ADD CONSTRAINT "page_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_subscriptions" ADD CONSTRAINT "page_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_subscriptions" ADD CONSTRAINT "page_subscriptions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_completions_app_member_idx" ON "page_completions" USING btree ("app_id","member_id");--> statement-breakpoint
CREATE INDEX "page_subscriptions_page_idx" ON "page_subscriptions" USING btree ("app_id","page_id");