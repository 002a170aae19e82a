CREATE TABLE "order_idempotency_keys" (
	"store_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" bigint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_idempotency_keys_store_id_key_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"business_date" date NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"category_id" integer,
	"category_name" text,
	"count" numeric(12, 2) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"unit_total_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"entertain" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"options" jsonb NOT NULL,
	"combos" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_number_counters_store_id_business_date_pk" PRIMARY KEY("store_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"business_date" date NOT NULL,
	"pay_method_id" integer,
	"pay_method_name" text NOT NULL,
	"statistic_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tendered_cents" integer NOT NULL,
	"change_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"version" integer NOT NULL,
	"changed_by" integer,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"order_number" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"table_number" text,
	"remark" text DEFAULT '' NOT NULL,
	"reservation_type" text,
	"reserved_for" timestamp with time zone,
	"reservation_name" text,
	"reservation_phone" text,
	"reservation_address" text,
	"reservation_uniform_number" text,
	"entertain" boolean DEFAULT false NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"entertain_cents" integer DEFAULT 0 NOT NULL,
	"automatic_discount_cents" integer DEFAULT 0 NOT NULL,
	"automatic_discount_id" integer,
	"automatic_discount_name" text,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"manual_discount_type" text,
	"manual_discount_ratio" integer,
	"manual_discount_cents" integer DEFAULT 0 NOT NULL,
	"payable_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"change_cents" integer DEFAULT 0 NOT NULL,
	"invoice_type" text,
	"invoice_code" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automatic_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "automatic_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"minimum_spending_amount_cents" integer NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amount_cents" integer,
	"discount_percentage" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_counters" ADD CONSTRAINT "order_number_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_discounts" ADD CONSTRAINT "automatic_discounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_created_idx" ON "order_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_store_order_idx" ON "order_lines" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "order_lines_store_day_item_idx" ON "order_lines" USING btree ("store_id","business_date","item_id");--> statement-breakpoint
CREATE INDEX "order_payments_store_order_idx" ON "order_payments" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "order_payments_store_day_key_idx" ON "order_payments" USING btree ("store_id","business_date","statistic_key");--> statement-breakpoint
CREATE INDEX "order_status_history_store_order_idx" ON "order_status_history" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_day_number_key" ON "orders" USING btree ("store_id","business_date","order_number");--> statement-breakpoint
CREATE INDEX "orders_store_day_status_idx" ON "orders" USING btree ("store_id","business_date","status");--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_open_idx" ON "orders" USING btree ("store_id","created_at") WHERE status in ('NEW', 'PREPARING', 'READY');--> statement-breakpoint
CREATE INDEX "automatic_discounts_store_sort_idx" ON "automatic_discounts" USING btree ("store_id","sort");