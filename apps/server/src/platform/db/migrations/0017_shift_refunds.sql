ALTER TABLE "shifts" ADD COLUMN "refund_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "refund_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "einvoice_refunds" ADD COLUMN "shift_id" bigint;--> statement-breakpoint
CREATE INDEX "einvoice_refunds_store_shift_idx" ON "einvoice_refunds" USING btree ("store_id","shift_id");