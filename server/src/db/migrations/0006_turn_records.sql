-- The durable writes of live games at their turn ends (issue 18): the durable record of each
-- game and the titles its player has now played, in one call, so one round trip and one
-- transaction serve a turn end, or a batch of them under load. Each row is found by its key
-- (an index lookup), whatever the size of the batch or of the tables: the set-based join this
-- replaces let the planner scan game_sessions and titles whole for a batch.
-- games: [{id, status, correct_answers, current_movie_index, time_left_in_round, round_data,
--   movies_data (null: unchanged), finished}]; played: [{user_id, title_id, category_id, language}].
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
  FOR p IN SELECT * FROM jsonb_to_recordset(played) AS v(user_id uuid, title_id uuid, category_id uuid, language text)
  LOOP
    -- A title an admin deleted mid-game, or a player deleted meanwhile, is skipped: there is
    -- nothing left to remember. The key-share locks keep either from going before the commit.
    INSERT INTO user_played_titles (user_id, title_id, category_id, language)
    SELECT p.user_id, p.title_id, p.category_id, p.language
    WHERE EXISTS (SELECT 1 FROM titles WHERE id = p.title_id FOR KEY SHARE)
      AND EXISTS (SELECT 1 FROM users WHERE id = p.user_id FOR KEY SHARE)
    ON CONFLICT (user_id, title_id) DO UPDATE SET played_at = now();
  END LOOP;
END
$$;
