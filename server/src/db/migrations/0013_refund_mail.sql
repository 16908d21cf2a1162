ALTER TABLE "payment_refunds" ADD COLUMN "requested_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "completed_mail_at" timestamp with time zone;--> statement-breakpoint
-- Refunds made before these e-mails existed are not announced now, months later.
UPDATE "payment_refunds" SET "requested_mail_at" = now(), "completed_mail_at" = now();
