ALTER TABLE "store_configs" ADD COLUMN "business_hours" jsonb;--> statement-breakpoint
ALTER TABLE "store_configs" ADD COLUMN "mobile_order_setting" jsonb;