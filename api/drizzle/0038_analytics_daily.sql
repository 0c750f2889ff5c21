CREATE TABLE "analytics_daily" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_daily_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"project" varchar(64) NOT NULL,
	"event" varchar(100) NOT NULL,
	"page_kind" varchar(32) DEFAULT '' NOT NULL,
	"language" varchar(8) DEFAULT '' NOT NULL,
	"device" varchar(16) DEFAULT '' NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"keyword" varchar(100) DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"sessions" integer NOT NULL,
	"visitors" integer NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"raw_events" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_daily_key_idx" ON "analytics_daily" USING btree ("day","project","event","page_kind","language","device","product_id","keyword");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
-- The analytics roll-up (modules/retention/analytics-rollup.ts) keeps the searched keyword of a search page's URL,
-- which the browser percent-encoded (UTF-8; `+` is a space in a query). Postgres has no URL decoding; this is one.
-- Text that does not decode to valid UTF-8 gives null rather than failing the whole day's roll-up.
CREATE FUNCTION analytics_url_decode(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  bytes bytea := ''::bytea;
  i integer := 1;
  n integer;
  ch text;
BEGIN
  input := replace(input, '+', ' ');
  n := length(input);
  WHILE i <= n LOOP
    ch := substr(input, i, 1);
    IF ch = '%' AND substr(input, i + 1, 2) ~ '^[0-9A-Fa-f]{2}$' THEN
      bytes := bytes || decode(substr(input, i + 1, 2), 'hex');
      i := i + 3;
    ELSE
      bytes := bytes || convert_to(ch, 'UTF8');
      i := i + 1;
    END IF;
  END LOOP;
  RETURN convert_from(bytes, 'UTF8');
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;
