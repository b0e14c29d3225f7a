// The migrations and prisma/schema.prisma must agree (a schema change without its migration
// fails here), and they apply on both PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { applyMigrations, diffMigrationsToSchema } from '../../api/db/migrations.ts';
import { createTestDatabase, testDatabaseKinds } from '../support/test-database.ts';

describe('migrations', () => {
  it('match prisma/schema.prisma (no drift)', async () => {
    const drift = await diffMigrationsToSchema();
    expect(drift, 'Run `npm run db:migration -- <name>` to write the missing migration').toBe('');
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    it('apply, record themselves, and apply nothing the second time', async () => {
      const database = await createTestDatabase(kind);
      try {
        expect(await applyMigrations(database)).toEqual([]);
        const recorded = await database.prisma.$queryRaw<Array<{ migration_name: string }>>`
          SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
        expect(recorded.length).toBeGreaterThan(0);
        const user = await database.prisma.user.create({ data: { username: 'Ada', usernameKey: 'ada' } });
        expect(await database.prisma.user.findUnique({ where: { id: user.id } })).toMatchObject({ username: 'Ada', karma: 0 });
        await expect(database.prisma.user.create({ data: { username: 'ADA', usernameKey: 'ada' } })).rejects.toThrow();
      } finally {
        await database.dispose();
      }
    });
  });
});
