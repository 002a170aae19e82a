CREATE TABLE "delivery_platform_accounts" (
	"store_id" integer NOT NULL,
	"platform" text NOT NULL,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"authorized_at" timestamp with time zone,
	"platform_store_id" text,
	"platform_store_name" text,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"invoice_switch" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_platform_accounts_store_id_platform_pk" PRIMARY KEY("store_id","platform")
);
--> statement-breakpoint
CREATE TABLE "delivery_platform_item_mappings" (
	"store_id" integer NOT NULL,
	"platform" text NOT NULL,
	"platform_item_name" text NOT NULL,
	"item_id" bigint,
	"last_price_cents" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_platform_item_mappings_store_id_platform_platform_item_name_pk" PRIMARY KEY("store_id","platform","platform_item_name")
);
--> statement-breakpoint
CREATE TABLE "delivery_platform_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"platform" text NOT NULL,
	"platform_order_id" text NOT NULL,
	"platform_order_no" text NOT NULL,
	"platform_store_id" text NOT NULL,
	"status" text NOT NULL,
	"accept_deadline" timestamp with time zone,
	"pickup_at" timestamp with time zone,
	"customer_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_platform_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_platform_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"action" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_platform_accounts" ADD CONSTRAINT "delivery_platform_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_platform_item_mappings" ADD CONSTRAINT "delivery_platform_item_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_platform_item_mappings" ADD CONSTRAINT "delivery_platform_item_mappings_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_platform_orders" ADD CONSTRAINT "delivery_platform_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_platform_orders" ADD CONSTRAINT "delivery_platform_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_platform_outbox" ADD CONSTRAINT "delivery_platform_outbox_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_platform_outbox" ADD CONSTRAINT "delivery_platform_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_platform_accounts_bound_key" ON "delivery_platform_accounts" USING btree ("platform","platform_store_id") WHERE "delivery_platform_accounts"."platform_store_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_platform_orders_platform_key" ON "delivery_platform_orders" USING btree ("platform","platform_order_id");--> statement-breakpoint
CREATE INDEX "delivery_platform_orders_store_idx" ON "delivery_platform_orders" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "delivery_platform_outbox_due_idx" ON "delivery_platform_outbox" USING btree ("next_attempt_at") WHERE "delivery_platform_outbox"."done_at" is null;--> statement-breakpoint
CREATE INDEX "delivery_platform_outbox_order_idx" ON "delivery_platform_outbox" USING btree ("store_id","order_id");