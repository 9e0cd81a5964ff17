import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes the next migration from server/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store/schema.ts',
  out: './server/migrations',
})
