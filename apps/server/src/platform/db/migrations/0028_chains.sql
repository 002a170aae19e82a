CREATE TABLE "brand_menu_links" (
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"source_file_id" integer,
	CONSTRAINT "brand_menu_links_store_id_kind_source_id_pk" PRIMARY KEY("store_id","kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "brand_menu_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_menu_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source_store_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rolled_back_from" integer,
	"menu" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_store_prices" (
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_store_prices_store_id_item_id_pk" PRIMARY KEY("store_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "brand_stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_menu_links" ADD CONSTRAINT "brand_menu_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_menu_links" ADD CONSTRAINT "brand_menu_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_menu_versions" ADD CONSTRAINT "brand_menu_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_menu_versions" ADD CONSTRAINT "brand_menu_versions_source_store_id_stores_id_fk" FOREIGN KEY ("source_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_menu_versions" ADD CONSTRAINT "brand_menu_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_store_prices" ADD CONSTRAINT "brand_store_prices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_store_prices" ADD CONSTRAINT "brand_store_prices_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_store_prices" ADD CONSTRAINT "brand_store_prices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_stores" ADD CONSTRAINT "brand_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_stores" ADD CONSTRAINT "brand_stores_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_users" ADD CONSTRAINT "brand_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_users" ADD CONSTRAINT "brand_users_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_menu_links_store_kind_target_key" ON "brand_menu_links" USING btree ("store_id","kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_menu_versions_brand_version_key" ON "brand_menu_versions" USING btree ("brand_id","version");--> statement-breakpoint
CREATE INDEX "brand_stores_brand_idx" ON "brand_stores" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_users_brand_idx" ON "brand_users" USING btree ("brand_id");