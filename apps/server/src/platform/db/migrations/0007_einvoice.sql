CREATE TABLE "einvoice_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"invoice_number" text NOT NULL,
	"random_code" text NOT NULL,
	"seller_tax_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text,
	"buyer_tax_id" text,
	"carrier_type" text,
	"carrier_id" text,
	"donation_code" text,
	"print_mark" boolean NOT NULL,
	"items" jsonb NOT NULL,
	"sales_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"issued_by" integer,
	"voided_at" timestamp with time zone,
	"void_date" date,
	"voided_by" integer,
	"void_reason" text,
	"reissued_from_id" bigint,
	"print_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoice_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"seller_tax_id" text,
	"seller_name" text,
	"seller_address" text,
	"aes_key_hex" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoice_tracks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_tracks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"year" integer NOT NULL,
	"start_month" integer NOT NULL,
	"period_key" text NOT NULL,
	"letters" text NOT NULL,
	"start_number" integer NOT NULL,
	"end_number" integer NOT NULL,
	"next_number" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_tracks_next_in_range" CHECK ("einvoice_tracks"."next_number" between "einvoice_tracks"."start_number" and "einvoice_tracks"."end_number" + 1)
);
--> statement-breakpoint
ALTER TABLE "einvoice_invoices" ADD CONSTRAINT "einvoice_invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_invoices" ADD CONSTRAINT "einvoice_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_invoices" ADD CONSTRAINT "einvoice_invoices_track_id_einvoice_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."einvoice_tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_invoices" ADD CONSTRAINT "einvoice_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_invoices" ADD CONSTRAINT "einvoice_invoices_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD CONSTRAINT "einvoice_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_tracks" ADD CONSTRAINT "einvoice_tracks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_tracks" ADD CONSTRAINT "einvoice_tracks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_invoices_store_number_key" ON "einvoice_invoices" USING btree ("store_id","period_key","invoice_number");--> statement-breakpoint
CREATE INDEX "einvoice_invoices_store_order_idx" ON "einvoice_invoices" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "einvoice_invoices_issue_date_idx" ON "einvoice_invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "einvoice_invoices_void_date_idx" ON "einvoice_invoices" USING btree ("void_date") WHERE void_date is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_invoices_store_order_issued_key" ON "einvoice_invoices" USING btree ("store_id","order_id") WHERE status = 'ISSUED';--> statement-breakpoint
CREATE INDEX "einvoice_tracks_store_period_idx" ON "einvoice_tracks" USING btree ("store_id","period_key","letters","start_number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_tracks_store_period_start_key" ON "einvoice_tracks" USING btree ("store_id","period_key","letters","start_number");