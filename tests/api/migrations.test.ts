// The migrations and prisma/schema.prisma must agree (a schema change without its migration
// fails here), and they apply on both PGlite and PostgreSQL, including hand-written SQL.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, diffMigrationsToSchema, migrationsDirectory, readMigrationList, schemaPath } from '../../api/db/migrations.ts';
import { createTestDatabase, testDatabaseKinds } from '../support/test-database.ts';

// The schema engine replays every migration on a scratch PGlite: seconds, not milliseconds.
const slow = { timeout: 120_000 };

const migrationNames = readMigrationList().migrationDirectories.map((entry) => entry.path);
const scratchDirectory = mkdtempSync(join(tmpdir(), 'opinio-migrations-test-'));
afterAll(() => rmSync(scratchDirectory, { recursive: true, force: true }));

/** A copy of prisma/migrations plus extra migrations, in a scratch folder. */
function migrationsWith(folder: string, extra: Record<string, string>): string {
  const directory = join(scratchDirectory, folder);
  cpSync(migrationsDirectory, directory, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    mkdirSync(join(directory, name));
    writeFileSync(join(directory, name, 'migration.sql'), sql);
  }
  return directory;
}

// What later work adds by hand: an extension, expression indexes (which the engine ignores when
// diffing), and SQL with semicolons inside literals, function bodies and DO blocks.
const handWrittenSql = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Opinion_title_lower_trgm_idx" ON "Opinion" USING gin (lower("title") gin_trgm_ops);
CREATE INDEX "Opinion_title_fts_idx" ON "Opinion" USING gin (to_tsvector('english', "title" || ' ' || "tidbit"));
CREATE FUNCTION opinio_migration_probe() RETURNS text LANGUAGE plpgsql AS $$
DECLARE answer text;
BEGIN
  SELECT 'a;b' INTO answer;
  RETURN answer;
END;
$$;
DO $$ BEGIN PERFORM opinio_migration_probe(); END $$;
`;

describe('migrations', () => {
  it('match prisma/schema.prisma (no drift)', slow, async () => {
    const drift = await diffMigrationsToSchema();
    expect(drift, 'prisma/schema.prisma changed without a migration: run `npm run db:migration -- <name>`').toBe('');
  });

  it('drift check notices a schema change that has no migration', slow, async () => {
    const editedSchemaPath = join(scratchDirectory, 'schema.prisma');
    const schema = readFileSync(schemaPath, 'utf8');
    const edited = schema.replace(/^model User \{\n/m, 'model User {\n  driftProbe String?\n');
    expect(edited).not.toBe(schema);
    writeFileSync(editedSchemaPath, edited);
    expect(await diffMigrationsToSchema({ schemaPath: editedSchemaPath })).toContain('ADD COLUMN     "driftProbe" TEXT');
  });

  it('hand-written SQL with expression indexes does not count as drift', slow, async () => {
    const directory = migrationsWith('drift-hand-written', { '29991231000000_hand_written': handWrittenSql });
    expect(await diffMigrationsToSchema({ migrationsDirectory: directory })).toBe('');
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    it('apply to an empty database, then apply nothing the second time', slow, async () => {
      const database = await createTestDatabase(kind, { empty: true });
      try {
        expect(await applyMigrations(database)).toEqual(migrationNames);
        expect(await applyMigrations(database)).toEqual([]);
        const recorded = await database.prisma.$queryRaw<Array<{ migration_name: string }>>`
          SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
        expect(recorded.map((row) => row.migration_name)).toEqual(migrationNames);
      } finally {
        await database.dispose();
      }
    });

    it('leave a test database with working tables', slow, async () => {
      const database = await createTestDatabase(kind);
      try {
        expect(await applyMigrations(database)).toEqual([]);
        const user = await database.prisma.user.create({ data: { username: 'Ada', usernameKey: 'ada' } });
        expect(await database.prisma.user.findUnique({ where: { id: user.id } })).toMatchObject({ username: 'Ada', karma: 0 });
        await expect(database.prisma.user.create({ data: { username: 'ADA', usernameKey: 'ada' } })).rejects.toThrow();
      } finally {
        await database.dispose();
      }
    });

    it('apply hand-written SQL (extension, expression indexes, function bodies)', slow, async () => {
      const directory = migrationsWith(`hand-written-${kind}`, { '29991231000000_hand_written': handWrittenSql });
      const database = await createTestDatabase(kind, { empty: true });
      try {
        expect(await applyMigrations(database, { migrationsDirectory: directory })).toEqual([...migrationNames, '29991231000000_hand_written']);
        const [probe] = await database.prisma.$queryRaw<Array<{ answer: string }>>`SELECT opinio_migration_probe() AS answer`;
        expect(probe.answer).toBe('a;b');
        const indexes = await database.prisma.$queryRaw<Array<{ indexname: string }>>`
          SELECT indexname FROM pg_indexes WHERE indexname IN ('Opinion_title_lower_trgm_idx', 'Opinion_title_fts_idx') ORDER BY indexname`;
        expect(indexes.map((row) => row.indexname)).toEqual(['Opinion_title_fts_idx', 'Opinion_title_lower_trgm_idx']);
      } finally {
        await database.dispose();
      }
    });

    it('roll back a failing migration as a whole and name the database error', slow, async () => {
      const directory = migrationsWith(`failing-${kind}`, {
        '29991231000000_failing': 'CREATE TABLE "HalfDone" ("id" INTEGER);\nSELECT * FROM "NoSuchTable";\n',
      });
      const database = await createTestDatabase(kind);
      try {
        await expect(applyMigrations(database, { migrationsDirectory: directory })).rejects.toThrow(/"NoSuchTable" does not exist/);
        const [table] = await database.prisma.$queryRaw<Array<{ name: string | null }>>`SELECT to_regclass('"HalfDone"')::text AS name`;
        expect(table.name).toBeNull();
        // Like `prisma migrate deploy`: a failed migration blocks later runs until resolved.
        await expect(applyMigrations(database, { migrationsDirectory: directory })).rejects.toThrow(/failed migrations/);
      } finally {
        await database.dispose();
      }
    });
  });
});
