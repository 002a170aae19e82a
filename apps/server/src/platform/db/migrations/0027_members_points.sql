CREATE TABLE "member_point_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_point_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"token" text NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"member_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"earn_amount_cents" integer NOT NULL,
	"earn_points" integer NOT NULL,
	"redeem_points" integer NOT NULL,
	"redeem_amount_cents" integer NOT NULL,
	"expire_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"phone" text,
	"name" text,
	"birthday" date,
	"points" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"total_spent_cents" bigint DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_points_not_negative" CHECK (points >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_point_claims" ADD CONSTRAINT "member_point_claims_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_point_claims" ADD CONSTRAINT "member_point_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_point_claims_token_key" ON "member_point_claims" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "member_point_claims_order_key" ON "member_point_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "member_points_member_idx" ON "member_points" USING btree ("store_id","member_id","at");--> statement-breakpoint
CREATE INDEX "member_points_store_at_idx" ON "member_points" USING btree ("store_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_order_earn_key" ON "member_points" USING btree ("order_id") WHERE reason in ('EARN', 'CLAIM');--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_order_redeem_key" ON "member_points" USING btree ("order_id") WHERE reason = 'REDEEM';--> statement-breakpoint
CREATE UNIQUE INDEX "members_store_phone_key" ON "members" USING btree ("store_id","phone") WHERE phone is not null;--> statement-breakpoint
CREATE INDEX "members_store_created_idx" ON "members" USING btree ("store_id","created_at");