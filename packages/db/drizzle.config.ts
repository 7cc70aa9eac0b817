import { defineConfig } from 'drizzle-kit';

// Column names are spelled out in the schema (snake_case), so no `casing` option is needed here
// or on the runtime drizzle() instances.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
