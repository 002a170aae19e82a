CREATE TABLE "print_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "print_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"printer_name" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"document" jsonb NOT NULL,
	"columns" integer NOT NULL,
	"dots" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "print_kitchen_memory" (
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"target" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_kitchen_memory_store_id_order_id_target_pk" PRIMARY KEY("store_id","order_id","target")
);
--> statement-breakpoint
CREATE TABLE "printer_statuses" (
	"store_id" integer NOT NULL,
	"printer" text NOT NULL,
	"printer_name" text,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printer_statuses_store_id_printer_pk" PRIMARY KEY("store_id","printer")
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_kitchen_memory" ADD CONSTRAINT "print_kitchen_memory_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_kitchen_memory" ADD CONSTRAINT "print_kitchen_memory_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_statuses" ADD CONSTRAINT "printer_statuses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_store_printer_open_idx" ON "print_jobs" USING btree ("store_id","printer_name","id") WHERE "print_jobs"."state" <> 'DONE';