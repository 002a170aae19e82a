CREATE TABLE "dining_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dining_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_configs" ADD COLUMN "service_charge_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_configs" ADD COLUMN "dining_minutes" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_from_order_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merged_into_order_id" bigint;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "seats" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "shape" text DEFAULT 'SQUARE' NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "pos_x" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "pos_y" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_areas" ADD CONSTRAINT "dining_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dining_areas_store_name_key" ON "dining_areas" USING btree ("store_id","name") WHERE "dining_areas"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "dining_areas_store_sort_idx" ON "dining_areas" USING btree ("store_id","sort");--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_area_id_dining_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."dining_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_open_table_idx" ON "orders" USING btree ("store_id","table_id") WHERE table_id is not null and payment_status = 'UNPAID' and status <> 'CANCELLED';