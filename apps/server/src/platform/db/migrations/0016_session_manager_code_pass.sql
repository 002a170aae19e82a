ALTER TABLE "sessions" ADD COLUMN "manager_code_store_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "manager_code_used_at" timestamp with time zone;