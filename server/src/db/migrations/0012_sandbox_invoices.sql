CREATE TABLE "sandbox_invoices" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"payment_ids" text[] DEFAULT '{}' NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_invoices_payment_ids_idx" ON "sandbox_invoices" USING gin ("payment_ids");--> statement-breakpoint
CREATE INDEX "sandbox_invoices_created_idx" ON "sandbox_invoices" USING btree ("created_at");