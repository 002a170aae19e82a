DROP INDEX "orders_store_open_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "status_changed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shift_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "removed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_unshifted_idx" ON "orders" USING btree ("store_id","created_at") WHERE shift_id is null;--> statement-breakpoint
CREATE INDEX "orders_store_shift_idx" ON "orders" USING btree ("store_id","shift_id");--> statement-breakpoint
CREATE INDEX "orders_store_open_idx" ON "orders" USING btree ("store_id","created_at") WHERE status in ('NEW', 'ACCEPTED', 'PREPARING', 'READY');