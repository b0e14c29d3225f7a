// npm run db:migration -- <name>: writes the next migration from prisma/schema.prisma (the SQL
// that brings the existing migrations up to the schema). Hand-written SQL (extensions, expression
// indexes) can then be appended to the new migration.sql before it is applied.
import { createMigration } from '../api/db/migrations.ts';

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('Usage: npm run db:migration -- <name>   (lower-case letters, digits and underscores)');
  process.exit(2);
}
try {
  const created = await createMigration(name);
  if (!created) {
    console.error('Nothing to write: the migrations already match prisma/schema.prisma. Edit the schema first.');
    process.exitCode = 1;
  } else {
    console.log(`Wrote ${created.directory}/migration.sql\nReview it, then run \`npm run db:migrate\`.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
