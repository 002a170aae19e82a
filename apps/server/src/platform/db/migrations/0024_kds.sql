CREATE TABLE "kds_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"synced_version" integer NOT NULL,
	"rounds" integer DEFAULT 1 NOT NULL,
	"ready_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kds_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"expo" boolean DEFAULT false NOT NULL,
	"newest_at" text DEFAULT 'RIGHT' NOT NULL,
	"station_modes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category_minutes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ready_token" text,
	"ready_token_rotated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kds_ticket_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kds_ticket_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"name" text NOT NULL,
	"count" numeric(12, 2) NOT NULL,
	"options" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kds_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kds_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"station_id" integer NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"target_minutes" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"bumped_at" timestamp with time zone,
	"recalled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kds_orders" ADD CONSTRAINT "kds_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_orders" ADD CONSTRAINT "kds_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_settings" ADD CONSTRAINT "kds_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_ticket_lines" ADD CONSTRAINT "kds_ticket_lines_ticket_id_kds_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."kds_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_tickets" ADD CONSTRAINT "kds_tickets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_tickets" ADD CONSTRAINT "kds_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kds_orders_store_idx" ON "kds_orders" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kds_settings_ready_token_key" ON "kds_settings" USING btree ("ready_token");--> statement-breakpoint
CREATE INDEX "kds_ticket_lines_ticket_idx" ON "kds_ticket_lines" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "kds_tickets_store_open_idx" ON "kds_tickets" USING btree ("store_id","station_id","id") WHERE "kds_tickets"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "kds_tickets_store_bumped_idx" ON "kds_tickets" USING btree ("store_id","station_id","bumped_at");--> statement-breakpoint
CREATE INDEX "kds_tickets_order_idx" ON "kds_tickets" USING btree ("order_id");