CREATE TABLE "deck_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deck_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"image_id" uuid
);
--> statement-breakpoint
CREATE TABLE "decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"share_code" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"copied_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decks_language_valid" CHECK ("decks"."language" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE "user_played_deck_titles" (
	"user_id" uuid NOT NULL,
	"deck_title_id" uuid NOT NULL,
	"deck_id" uuid NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "deck_id" uuid;--> statement-breakpoint
ALTER TABLE "deck_reports" ADD CONSTRAINT "deck_reports_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_reports" ADD CONSTRAINT "deck_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_titles" ADD CONSTRAINT "deck_titles_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_titles" ADD CONSTRAINT "deck_titles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_played_deck_titles" ADD CONSTRAINT "user_played_deck_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_played_deck_titles" ADD CONSTRAINT "user_played_deck_titles_deck_title_id_deck_titles_id_fk" FOREIGN KEY ("deck_title_id") REFERENCES "public"."deck_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_played_deck_titles" ADD CONSTRAINT "user_played_deck_titles_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_reports_open_unique" ON "deck_reports" USING btree ("deck_id","reporter_id") WHERE "deck_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "deck_reports_open_idx" ON "deck_reports" USING btree ("created_at") WHERE "deck_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "deck_titles_deck_idx" ON "deck_titles" USING btree ("deck_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "decks_share_code_unique" ON "decks" USING btree ("share_code");--> statement-breakpoint
CREATE INDEX "decks_user_idx" ON "decks" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_played_deck_titles_unique" ON "user_played_deck_titles" USING btree ("user_id","deck_title_id");--> statement-breakpoint
CREATE INDEX "user_played_deck_titles_lookup_idx" ON "user_played_deck_titles" USING btree ("user_id","deck_id");--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The turn ends' durable writes (migration 0006) learn deck titles: a played row with a
-- deck_id is remembered in user_played_deck_titles, one without in user_played_titles.
-- played: [{user_id, title_id, category_id, deck_id, language}].
CREATE OR REPLACE FUNCTION charades_record_turns(games jsonb, played jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  g record;
  p record;
BEGIN
  FOR g IN SELECT * FROM jsonb_to_recordset(games) AS v(
    id uuid, status text, correct_answers int, current_movie_index int,
    time_left_in_round int, round_data jsonb, movies_data jsonb, finished boolean)
  LOOP
    -- A game closed by a suspension ('abandoned') stays closed.
    UPDATE game_sessions SET
      status = g.status,
      correct_answers = g.correct_answers,
      current_movie_index = g.current_movie_index,
      time_left_in_round = g.time_left_in_round,
      round_data = g.round_data,
      movies_data = coalesce(g.movies_data, movies_data),
      updated_at = now(),
      ended_at = CASE WHEN g.finished THEN coalesce(ended_at, now()) ELSE NULL END
    WHERE id = g.id AND status <> 'abandoned';
  END LOOP;
  FOR p IN SELECT * FROM jsonb_to_recordset(played) AS v(user_id uuid, title_id uuid, category_id uuid, deck_id uuid, language text)
  LOOP
    -- A title deleted mid-game (by an admin, or from its deck by its owner), or a player
    -- deleted meanwhile, is skipped: there is nothing left to remember. The key-share locks
    -- keep either from going before the commit.
    IF p.deck_id IS NULL THEN
      INSERT INTO user_played_titles (user_id, title_id, category_id, language)
      SELECT p.user_id, p.title_id, p.category_id, p.language
      WHERE EXISTS (SELECT 1 FROM titles WHERE id = p.title_id FOR KEY SHARE)
        AND EXISTS (SELECT 1 FROM users WHERE id = p.user_id FOR KEY SHARE)
      ON CONFLICT (user_id, title_id) DO UPDATE SET played_at = now();
    ELSE
      INSERT INTO user_played_deck_titles (user_id, deck_title_id, deck_id)
      SELECT p.user_id, p.title_id, p.deck_id
      WHERE EXISTS (SELECT 1 FROM deck_titles WHERE id = p.title_id AND deck_id = p.deck_id FOR KEY SHARE)
        AND EXISTS (SELECT 1 FROM users WHERE id = p.user_id FOR KEY SHARE)
      ON CONFLICT (user_id, deck_title_id) DO UPDATE SET played_at = now();
    END IF;
  END LOOP;
END
$$;
