CREATE TABLE "contract_scheme_files" (
	"scheme_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_scheme_files_scheme_id_file_id_pk" PRIMARY KEY("scheme_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "contract_schemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_schemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"months" integer DEFAULT 12 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"scheme_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"remark" text,
	"removed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_profiles" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"uniform_number" text,
	"logo_file_id" integer,
	"bind_code" text,
	"qr_hash" text,
	"sales_id" integer,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_dismissals" (
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_dismissals_store_id_user_id_announcement_id_pk" PRIMARY KEY("store_id","user_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_stores" (
	"store_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	CONSTRAINT "announcement_stores_store_id_announcement_id_pk" PRIMARY KEY("store_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"ios_app_url" text,
	"android_app_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"all_stores" boolean DEFAULT true NOT NULL,
	"ios_app_url" text,
	"android_app_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"pushed_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_account" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_scheme_files" ADD CONSTRAINT "contract_scheme_files_scheme_id_contract_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."contract_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_scheme_files" ADD CONSTRAINT "contract_scheme_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_schemes" ADD CONSTRAINT "contract_schemes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_profiles" ADD CONSTRAINT "sales_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_profiles" ADD CONSTRAINT "sales_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_contracts" ADD CONSTRAINT "store_contracts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_contracts" ADD CONSTRAINT "store_contracts_scheme_id_contract_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."contract_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_contracts" ADD CONSTRAINT "store_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_sales_id_users_id_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_stores" ADD CONSTRAINT "announcement_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_stores" ADD CONSTRAINT "announcement_stores_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_templates" ADD CONSTRAINT "announcement_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_scheme_files_file_key" ON "contract_scheme_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_schemes_name_key" ON "contract_schemes" USING btree ("name") WHERE "contract_schemes"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_profiles_code_key" ON "sales_profiles" USING btree ("code");--> statement-breakpoint
CREATE INDEX "store_contracts_store_end_idx" ON "store_contracts" USING btree ("store_id","end_date") WHERE "store_contracts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "store_contracts_scheme_idx" ON "store_contracts" USING btree ("scheme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_profiles_bind_code_key" ON "store_profiles" USING btree ("bind_code");--> statement-breakpoint
CREATE UNIQUE INDEX "store_profiles_qr_hash_key" ON "store_profiles" USING btree ("qr_hash");--> statement-breakpoint
CREATE INDEX "store_profiles_sales_idx" ON "store_profiles" USING btree ("sales_id");--> statement-breakpoint
CREATE INDEX "announcement_dismissals_announcement_idx" ON "announcement_dismissals" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "announcement_stores_announcement_idx" ON "announcement_stores" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "announcement_templates_sort_idx" ON "announcement_templates" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "announcements_time_idx" ON "announcements" USING btree ("start_time","end_time");--> statement-breakpoint
CREATE INDEX "announcements_unpushed_idx" ON "announcements" USING btree ("start_time") WHERE "announcements"."pushed_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_store_idx" ON "audit_log" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");