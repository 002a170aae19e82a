CREATE TABLE "brand_member_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"earn_amount_cents" integer NOT NULL,
	"earn_points" integer NOT NULL,
	"redeem_points" integer NOT NULL,
	"redeem_amount_cents" integer NOT NULL,
	"expire_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"shared_members" boolean DEFAULT false NOT NULL,
	"shared_coupons" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_store_phone_key";--> statement-breakpoint
ALTER TABLE "einvoice_invoices" ADD COLUMN "main_remark" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "brand_wide" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "brand_member_settings" ADD CONSTRAINT "brand_member_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_phone_key" ON "members" USING btree ("brand_id","phone") WHERE phone is not null and brand_id is not null;--> statement-breakpoint
CREATE INDEX "members_brand_created_idx" ON "members" USING btree ("brand_id","created_at") WHERE brand_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_store_phone_key" ON "members" USING btree ("store_id","phone") WHERE phone is not null and brand_id is null;