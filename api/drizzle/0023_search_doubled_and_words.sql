CREATE TABLE "search_words" (
	"word" varchar(64) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doubled" text GENERATED ALWAYS AS (regexp_replace("products"."search_text", '(.)', '\1\1', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_doubled_trgm_idx" ON "products" USING gin ("search_doubled" gin_trgm_ops);--> statement-breakpoint
-- search_words: the words without a digit of every product's search_text, kept by statement triggers (one INSERT per
-- statement, so an import of 100k products adds its words in one go). Sorted: two transactions adding the same new
-- words take their index locks in the same order and cannot deadlock.
CREATE FUNCTION products_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows n, regexp_split_to_table(n.search_text, ' ') AS w
      WHERE length(w) BETWEEN 2 AND 64 AND w !~ '[0-9]' ORDER BY w ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, regexp_split_to_table(n.search_text, ' ') AS w
      WHERE n.search_text IS DISTINCT FROM o.search_text AND length(w) BETWEEN 2 AND 64 AND w !~ '[0-9]'
      ORDER BY w ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_add_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_add_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, regexp_split_to_table(search_text, ' ') AS w
  WHERE length(w) BETWEEN 2 AND 64 AND w !~ '[0-9]' ORDER BY w ON CONFLICT DO NOTHING;
