CREATE TABLE "einvoice_offline_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_offline_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"terminal_id" text NOT NULL,
	"track_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"letters" text NOT NULL,
	"start_number" integer NOT NULL,
	"end_number" integer NOT NULL,
	"reserved_by" integer,
	"reserved_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "einvoice_offline_blocks_range" CHECK ("einvoice_offline_blocks"."start_number" <= "einvoice_offline_blocks"."end_number")
);
--> statement-breakpoint
ALTER TABLE "einvoice_offline_blocks" ADD CONSTRAINT "einvoice_offline_blocks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_offline_blocks" ADD CONSTRAINT "einvoice_offline_blocks_reserved_by_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "einvoice_offline_blocks_store_terminal" ON "einvoice_offline_blocks" USING btree ("store_id","terminal_id");--> statement-breakpoint
CREATE INDEX "einvoice_offline_blocks_store_period" ON "einvoice_offline_blocks" USING btree ("store_id","period_key");