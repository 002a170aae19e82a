CREATE TABLE "kitchen_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_category_print_areas" (
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"print_area_id" integer NOT NULL,
	CONSTRAINT "menu_category_print_areas_store_id_category_id_print_area_id_pk" PRIMARY KEY("store_id","category_id","print_area_id")
);
--> statement-breakpoint
CREATE TABLE "menu_item_option_groups" (
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_item_option_groups_store_id_item_id_group_id_pk" PRIMARY KEY("store_id","item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "menu_item_print_areas" (
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"print_area_id" integer NOT NULL,
	CONSTRAINT "menu_item_print_areas_store_id_item_id_print_area_id_pk" PRIMARY KEY("store_id","item_id","print_area_id")
);
--> statement-breakpoint
CREATE TABLE "menu_item_stocks" (
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"available_quantity" integer,
	"available_for_sale" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_item_stocks_store_id_item_id_pk" PRIMARY KEY("store_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "menu_item_upgrades" (
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"upgrade_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_item_upgrades_store_id_item_id_upgrade_id_pk" PRIMARY KEY("store_id","item_id","upgrade_id")
);
--> statement-breakpoint
CREATE TABLE "menu_option_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_option_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"least_selectable" integer DEFAULT 1 NOT NULL,
	"most_selectable" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_remarks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_remarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_upgrade_group_items" (
	"store_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"combo_item_price_cents" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_upgrade_group_items_store_id_group_id_item_id_pk" PRIMARY KEY("store_id","group_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "menu_upgrade_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_upgrade_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"upgrade_id" integer NOT NULL,
	"name" text NOT NULL,
	"least_selectable" integer DEFAULT 1 NOT NULL,
	"most_selectable" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_upgrades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_upgrades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"combo_price_cents" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "print_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "print_tag" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "kitchen_area_id" integer;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "image_file_id" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "mobile_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kitchen_areas" ADD CONSTRAINT "kitchen_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category_print_areas" ADD CONSTRAINT "menu_category_print_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category_print_areas" ADD CONSTRAINT "menu_category_print_areas_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category_print_areas" ADD CONSTRAINT "menu_category_print_areas_print_area_id_print_areas_id_fk" FOREIGN KEY ("print_area_id") REFERENCES "public"."print_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_group_id_menu_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."menu_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_print_areas" ADD CONSTRAINT "menu_item_print_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_print_areas" ADD CONSTRAINT "menu_item_print_areas_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_print_areas" ADD CONSTRAINT "menu_item_print_areas_print_area_id_print_areas_id_fk" FOREIGN KEY ("print_area_id") REFERENCES "public"."print_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_stocks" ADD CONSTRAINT "menu_item_stocks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_stocks" ADD CONSTRAINT "menu_item_stocks_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_upgrades" ADD CONSTRAINT "menu_item_upgrades_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_upgrades" ADD CONSTRAINT "menu_item_upgrades_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_upgrades" ADD CONSTRAINT "menu_item_upgrades_upgrade_id_menu_upgrades_id_fk" FOREIGN KEY ("upgrade_id") REFERENCES "public"."menu_upgrades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_option_groups" ADD CONSTRAINT "menu_option_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_group_id_menu_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."menu_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_remarks" ADD CONSTRAINT "menu_remarks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_upgrade_group_items" ADD CONSTRAINT "menu_upgrade_group_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_upgrade_group_items" ADD CONSTRAINT "menu_upgrade_group_items_group_id_menu_upgrade_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."menu_upgrade_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_upgrade_group_items" ADD CONSTRAINT "menu_upgrade_group_items_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_upgrade_groups" ADD CONSTRAINT "menu_upgrade_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_upgrade_groups" ADD CONSTRAINT "menu_upgrade_groups_upgrade_id_menu_upgrades_id_fk" FOREIGN KEY ("upgrade_id") REFERENCES "public"."menu_upgrades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_upgrades" ADD CONSTRAINT "menu_upgrades_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_areas" ADD CONSTRAINT "print_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_areas_store_sort_idx" ON "kitchen_areas" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "menu_item_option_groups_store_group_idx" ON "menu_item_option_groups" USING btree ("store_id","group_id");--> statement-breakpoint
CREATE INDEX "menu_item_upgrades_store_upgrade_idx" ON "menu_item_upgrades" USING btree ("store_id","upgrade_id");--> statement-breakpoint
CREATE INDEX "menu_option_groups_store_sort_idx" ON "menu_option_groups" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "menu_options_store_group_idx" ON "menu_options" USING btree ("store_id","group_id","sort");--> statement-breakpoint
CREATE INDEX "menu_remarks_store_sort_idx" ON "menu_remarks" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "menu_upgrade_group_items_store_item_idx" ON "menu_upgrade_group_items" USING btree ("store_id","item_id");--> statement-breakpoint
CREATE INDEX "menu_upgrade_groups_store_upgrade_idx" ON "menu_upgrade_groups" USING btree ("store_id","upgrade_id","sort");--> statement-breakpoint
CREATE INDEX "menu_upgrades_store_sort_idx" ON "menu_upgrades" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "print_areas_store_sort_idx" ON "print_areas" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "files_store_idx" ON "files" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_kitchen_area_id_kitchen_areas_id_fk" FOREIGN KEY ("kitchen_area_id") REFERENCES "public"."kitchen_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_store_name_key" ON "menu_categories" USING btree ("store_id","name") WHERE "menu_categories"."removed_at" is null;