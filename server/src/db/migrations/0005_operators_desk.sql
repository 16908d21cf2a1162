-- Issue 17: title matching that finds what a person types. One definition of the normalised
-- form, shared by duplicate detection and admin search (shared/src/title-search.ts is its
-- twin for the browser): Arabic diacritics and tatweel removed; alef forms (أ إ آ ٱ) to ا;
-- alef maqsura ى to ي; taa marbuta ة to ه; lower case; runs of white space to one space.
CREATE OR REPLACE FUNCTION charades_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT btrim(regexp_replace(lower(translate(regexp_replace(value, '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱىة', 'اااايه')), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"tokens_taken" integer DEFAULT 0 NOT NULL,
	"tokens_shortfall" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"idempotency_key" text,
	"admin_id" uuid,
	"admin_email" text,
	"gateway_refund_id" text,
	"gateway_reference" text,
	"gateway_data" jsonb,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_tokens_non_negative" CHECK ("payment_refunds"."tokens_taken" >= 0 and "payment_refunds"."tokens_shortfall" >= 0),
	CONSTRAINT "payment_refunds_status_valid" CHECK ("payment_refunds"."status" in ('Pending', 'Succeeded', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "access_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_user_id" uuid,
	"last_user_email" text,
	"last_route" text,
	"last_code" text,
	"last_user_agent" text,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"kind" text NOT NULL,
	"item_count" integer NOT NULL,
	"before" jsonb NOT NULL,
	"params" jsonb,
	"admin_id" uuid,
	"admin_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_content_type_valid" CHECK ("images"."content_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "role_before_suspension" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "list_amount" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(12, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "detached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_completed_idx" ON "payment_refunds" USING btree ("status","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_unique" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "access_refusals_ip_window_unique" ON "access_refusals" USING btree ("ip","window_start");--> statement-breakpoint
CREATE INDEX "access_refusals_last_idx" ON "access_refusals" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "bulk_actions_created_idx" ON "bulk_actions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "images_sha256_unique" ON "images" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "titles_category_language_normalized_idx" ON "titles" USING btree ("category_id","language",charades_normalize("title"));--> statement-breakpoint
CREATE INDEX "payments_status_paid_idx" ON "payments" USING btree ("status","paid_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('Pending', 'Paid', 'Failed', 'Refunded'));
--> statement-breakpoint
-- The package's list price of payments made before list_amount existed (shared/src/packages.ts).
UPDATE "payments" SET "list_amount" = CASE "package_id" WHEN 'pkg-1' THEN 0.500 WHEN 'pkg-5' THEN 2.000 WHEN 'pkg-10' THEN 3.500 END WHERE "package_id" IS NOT NULL AND "list_amount" IS NULL;
