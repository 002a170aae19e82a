CREATE TABLE "einvoice_allowances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"allowance_number" text NOT NULL,
	"allowance_date" date NOT NULL,
	"seller_tax_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text,
	"buyer_tax_id" text,
	"items" jsonb NOT NULL,
	"sales_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_date" date,
	"cancelled_by" integer,
	"cancel_reason" text,
	"print_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoice_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"action" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"invoice_id" bigint,
	"allowance_id" bigint,
	"cash_drawer_record_id" bigint,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"reverted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "einvoice_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"message" text NOT NULL,
	"document_key" text NOT NULL,
	"document_id" bigint,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"file_name" text,
	"reason" text,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_at" timestamp with time zone,
	"result_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "einvoice_allowances" ADD CONSTRAINT "einvoice_allowances_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_allowances" ADD CONSTRAINT "einvoice_allowances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_refunds" ADD CONSTRAINT "einvoice_refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_refunds" ADD CONSTRAINT "einvoice_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_uploads" ADD CONSTRAINT "einvoice_uploads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_allowances_store_number_key" ON "einvoice_allowances" USING btree ("store_id","allowance_number");--> statement-breakpoint
CREATE INDEX "einvoice_allowances_store_order_idx" ON "einvoice_allowances" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "einvoice_refunds_store_order_idx" ON "einvoice_refunds" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "einvoice_refunds_store_day_idx" ON "einvoice_refunds" USING btree ("store_id","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_uploads_document_key" ON "einvoice_uploads" USING btree ("store_id","message","document_key");--> statement-breakpoint
CREATE INDEX "einvoice_uploads_open_idx" ON "einvoice_uploads" USING btree ("status") WHERE status in ('PENDING', 'WRITTEN');