ALTER TABLE "profiles" ADD COLUMN "family_only" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "kind" text DEFAULT 'titles' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "audience" text DEFAULT 'family' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "featured_from" date;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "featured_until" date;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_kind_valid" CHECK ("categories"."kind" in ('titles', 'pictures'));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_audience_valid" CHECK ("categories"."audience" in ('family', 'older'));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_featured_window_valid" CHECK (("categories"."featured_from" is null) = ("categories"."featured_until" is null) and ("categories"."featured_from" is null or "categories"."featured_from" <= "categories"."featured_until"));--> statement-breakpoint
-- The bundled categories that suit older players (the seed marks new databases the same way).
UPDATE "categories" SET "audience" = 'older' WHERE "internal_id" IN ('ar-egyptian-modern', 'ar-syrian-levantine-drama', 'en-tv-series');
