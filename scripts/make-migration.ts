// npm run db:migration -- <name>: writes the next migration from prisma/schema.prisma.
import { createMigration } from '../api/db/migrations.ts';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run db:migration -- <name>   (lower-case letters, digits, underscores)');
  process.exit(2);
}
const created = await createMigration(name);
if (!created) {
  console.error('prisma/schema.prisma and the migrations already agree: nothing to write.');
  process.exit(1);
}
console.log(`Wrote ${created.directory}/migration.sql`);
