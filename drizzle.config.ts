import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per module; columns.ts holds shared column helpers and no tables.
  schema: './server/db/schema',
  out: './server/db/migrations',
});
