-- Every two-character piece of a text, lower-cased: a title holding a searched text holds all of its pieces.
CREATE FUNCTION sv_bigrams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lowered, i, 2)), '{}')
  FROM (SELECT lower(value) AS lowered) AS text_of, generate_series(1, char_length(lowered) - 1) AS i
$$;--> statement-breakpoint
CREATE INDEX "plans_title_bigrams_idx" ON "plans" USING gin (sv_bigrams("title"));
