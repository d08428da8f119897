import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @teewatch/backend` writes a new SQL migration from the schema files. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/teewatch' },
});
