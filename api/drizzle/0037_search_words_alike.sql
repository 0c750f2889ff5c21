-- The catalogue's words a possibly misspelt search word resembles (modules/products/keyword-sql.ts withTypos), as a
-- function so that it can plan with enable_seqscan off: search_words is a few dozen pages, so the planner read all of
-- them and compared every word (2.7 ms for 2,100 words at 100k products) instead of asking the trigram index for the
-- few sharing trigrams with the word (0.2 ms). Same condition and order as the query it replaces.
CREATE FUNCTION search_words_alike(term text, min_similarity float8, max_words integer) RETURNS SETOF text
LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT word::text FROM search_words
  WHERE word % term AND word_similarity(term, word) >= min_similarity AND strpos(word, term) = 0
  ORDER BY word_similarity(term, word) DESC, word
  LIMIT max_words
$$;
