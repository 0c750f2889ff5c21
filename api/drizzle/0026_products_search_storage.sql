-- A search rechecks search_doubled and reads search_text and name of every match (7,000 of 100k for a common word).
-- Rows of 2 kB made PostgreSQL compress the largest columns, these among them, and each match was decompressed: MAIN
-- has the toaster compress or move the descriptions (EXTENDED) first and keeps these inline and plain while the row fits.
ALTER TABLE "products" ALTER COLUMN "search_doubled" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name" SET STORAGE MAIN;
