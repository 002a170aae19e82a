ALTER TABLE "einvoice_invoices" DROP CONSTRAINT "einvoice_invoices_track_id_einvoice_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "einvoice_invoices" DROP CONSTRAINT "einvoice_invoices_issued_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "einvoice_invoices" DROP CONSTRAINT "einvoice_invoices_voided_by_users_id_fk";
