import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by the app at start (src/db/migrate.ts), on PGlite
// and on PostgreSQL alike, so no database credentials are needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
