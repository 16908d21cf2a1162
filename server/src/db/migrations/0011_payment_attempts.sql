CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"error_message" text,
	"card_brand" text,
	"card_last4" text,
	"attempted_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_payment_gateway_unique" ON "payment_attempts" USING btree ("payment_id","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_gateway_payment_idx" ON "payment_attempts" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_failed_idx" ON "payment_attempts" USING btree ("payment_id") WHERE status = 'Failed';