CREATE TABLE "cash_drawer_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_drawer_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"shift_id" bigint,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"business_date" date,
	"opening_float_cents" bigint DEFAULT 0 NOT NULL,
	"cash_sales_cents" bigint DEFAULT 0 NOT NULL,
	"other_sales_cents" bigint DEFAULT 0 NOT NULL,
	"sales_total_cents" bigint DEFAULT 0 NOT NULL,
	"pay_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"cancelled_cents" bigint DEFAULT 0 NOT NULL,
	"drawer_income_cents" bigint DEFAULT 0 NOT NULL,
	"drawer_expense_cents" bigint DEFAULT 0 NOT NULL,
	"expected_cash_cents" bigint DEFAULT 0 NOT NULL,
	"counted_cash_cents" bigint,
	"difference_cents" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"opened_by" integer,
	"finished_by" integer,
	"calculated_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	"removed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_drawer_records" ADD CONSTRAINT "cash_drawer_records_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_records" ADD CONSTRAINT "cash_drawer_records_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_records" ADD CONSTRAINT "cash_drawer_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_records" ADD CONSTRAINT "cash_drawer_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_records" ADD CONSTRAINT "cash_drawer_records_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_drawer_records_store_day_idx" ON "cash_drawer_records" USING btree ("store_id","business_date");--> statement-breakpoint
CREATE INDEX "cash_drawer_records_store_unshifted_idx" ON "cash_drawer_records" USING btree ("store_id","created_at") WHERE shift_id is null;--> statement-breakpoint
CREATE INDEX "cash_drawer_records_store_shift_idx" ON "cash_drawer_records" USING btree ("store_id","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_store_number_key" ON "shifts" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_store_open_key" ON "shifts" USING btree ("store_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "shifts_store_day_idx" ON "shifts" USING btree ("store_id","business_date");