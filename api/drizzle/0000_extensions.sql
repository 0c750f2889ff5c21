-- Trigram search (product search, later issues). PGlite only has it when created with
-- `extensions: { pg_trgm }` (src/db/client.ts); PostgreSQL needs the contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
