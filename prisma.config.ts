// Prisma 7 reads its CLI configuration from here. The CLI is used only for `prisma generate`:
// migrations run through the WebAssembly schema engine (scripts/migrate.ts), because the
// native engines cannot be downloaded on our machines.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
