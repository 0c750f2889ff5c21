ALTER TABLE "products" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(coalesce("products"."name"->>'zh', '') || E'
' || coalesce("products"."name"->>'en', '') || E'
' || coalesce("products"."name"->>'ja', '') || E'
' || coalesce("products"."name"->>'ko', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name_lower" SET STORAGE MAIN;
