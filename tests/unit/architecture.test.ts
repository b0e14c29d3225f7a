// The repository keeps ARCHITECTURE.md: every rule of its Modules and Layers tables, checked on
// parsed imports and on the tables each file writes, reads and joins
// (tests/support/architecture-rules.ts). The second half breaks each rule in small made-up
// sources and expects the checker to say so: a check that cannot fail proves nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkArchitecture,
  importsOf,
  parseArchitectureMap,
  parsePrismaModels,
  tableAccessOf,
  type SourceFile,
} from '../support/architecture-rules.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(directory: string): SourceFile[] {
  return readdirSync(join(root, directory)).flatMap((entry) => {
    const path = join(root, directory, entry);
    if (entry === 'generated' || entry === '__generated__' || entry === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    return /\.(ts|tsx)$/.test(entry) ? [{ path: relative(root, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

const architecture = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
const map = parseArchitectureMap(architecture);
const models = parsePrismaModels(readFileSync(join(root, 'prisma/schema.prisma'), 'utf8'));

describe('the repository keeps ARCHITECTURE.md', () => {
  it('reads a map that names every module and table', () => {
    expect(map.modules.map((row) => row.name)).toEqual(expect.arrayContaining(['user', 'auth', 'vote', 'comment', 'opinion']));
    expect(map.layers.map((row) => row.name)).toEqual(expect.arrayContaining(['domain', 'module-service', 'module-schema', 'client-pages', 'client-components']));
    expect(models.size).toBeGreaterThan(40);
  });

  // Parses about 400 files: seconds on a busy machine.
  it('breaks no rule of the Modules and Layers tables', { timeout: 60_000 }, () => {
    const files = [...sourceFiles('api'), ...sourceFiles('client')];
    expect(files.length).toBeGreaterThan(300);
    expect(checkArchitecture({ files, map, models })).toEqual([]);
  });

  it('subscribes to domain events in api/event-subscriptions.ts only', () => {
    const subscribers = sourceFiles('api').filter((file) => /\bevents\.subscribe\(|\.subscribe\('[a-z]+\.[a-zA-Z]+'/.test(file.text));
    expect(subscribers.map((file) => file.path)).toEqual(['api/event-subscriptions.ts']);
  });

  it('keeps the Prisma client out of the GraphQL context and the resolvers', () => {
    const context = readFileSync(join(root, 'api/schema/context.ts'), 'utf8');
    expect(context).not.toMatch(/PrismaClient|db\/generated/);
    const resolvers = sourceFiles('api/modules').filter((file) => /(^|\/|-)schema\.ts$/.test(file.path));
    expect(resolvers.filter((file) => /\bprisma\b/.test(file.text.replace(/@pothos\/plugin-prisma/g, ''))).map((file) => file.path)).toEqual([]);
  });
});

// ───────────── the checker fails when it should ─────────────

const miniMap = parseArchitectureMap(`
## Modules

| Module | What it is for | Owns (the only writer) | Joins in SQL (read-only) | May call |
| --- | --- | --- | --- | --- |
| \`user\` | People | \`User\` | \`Vote\` | |
| \`vote\` | Votes | \`Vote\` | | \`user\` |
| \`comment\` | Comments | \`Comment\` | | |

## Layers

| Layer | Files | May import |
| --- | --- | --- |
| \`domain\` | \`api/domain/**\` | \`domain\` |
| \`module-schema\` | \`api/modules/*/schema.ts\` | \`module-schema\`, \`module-service\` (own folder), \`domain\` |
| \`module-service\` | \`api/modules/**\` | \`module-service\`, \`domain\` |
| \`composition\` | \`api/app.ts\` | \`*\` |
| \`client\` | \`client/**\` | \`client\` |
`);

const miniModels = parsePrismaModels(`
model User {
  id    Int    @id
  votes Vote[]
}
model Vote {
  id     Int  @id
  userId Int
  user   User @relation(fields: [userId], references: [id])
}
model Comment {
  id Int @id
}
`);

/** Sources that keep the mini map: the vote service calls the user service, user joins Vote. */
const keepingFiles: SourceFile[] = [
  { path: 'api/domain/rules.ts', text: `export const K = 5;` },
  {
    path: 'api/modules/user/service.ts',
    text: `import { K } from '../../domain/rules.ts';
      export function users(prisma) {
        return { count: () => prisma.$queryRaw\`SELECT COUNT(*) FROM "Vote" v JOIN "User" u ON u.id = v."userId"\`, k: K,
          rename: (id) => prisma.user.update({ where: { id }, data: { name: 'x' } }) };
      }`,
  },
  {
    path: 'api/modules/vote/service.ts',
    text: `import type { users } from '../user/service.ts';
      export const votes = (prisma, u: ReturnType<typeof users>) => ({ cast: () => prisma.vote.create({ data: {} }), u });`,
  },
  { path: 'api/modules/comment/service.ts', text: `export const comments = (prisma) => ({ post: () => prisma.comment.create({ data: {} }) });` },
  { path: 'api/modules/vote/schema.ts', text: `import type { votes } from './service.ts';\nexport type V = typeof votes;` },
  { path: 'api/app.ts', text: `import { votes } from './modules/vote/service.ts';\nimport { comments } from './modules/comment/service.ts';\nexport { votes, comments };` },
  { path: 'client/main.tsx', text: `import { Page } from './Page.tsx';\nexport const app = Page;` },
  { path: 'client/Page.tsx', text: `export const Page = 1;` },
];

function problemsWith(change: (files: SourceFile[]) => SourceFile[], architectureMap = miniMap): string[] {
  return checkArchitecture({ files: change(keepingFiles.map((file) => ({ ...file }))), map: architectureMap, models: miniModels });
}

function replaceFile(files: SourceFile[], path: string, text: string): SourceFile[] {
  return [...files.filter((file) => file.path !== path), { path, text }];
}

describe('the architecture checker', () => {
  it('finds nothing wrong with sources that keep the map', () => {
    expect(problemsWith((files) => files)).toEqual([]);
  });

  it("fails when a module writes another module's table, in Prisma or in SQL", () => {
    const prismaWrite = problemsWith((files) =>
      replaceFile(files, 'api/modules/comment/service.ts', `export const comments = (prisma) => ({ post: () => prisma.vote.deleteMany({}) });`),
    );
    expect(prismaWrite).toEqual([expect.stringMatching(/comment\/service\.ts:1: module comment writes Vote, which vote owns \(prisma vote\.deleteMany\)/)]);
    const sqlWrite = problemsWith((files) =>
      replaceFile(files, 'api/modules/comment/service.ts', 'export const comments = (prisma) => ({ post: () => prisma.$executeRaw`UPDATE "User" SET karma = 0` });'),
    );
    expect(sqlWrite).toEqual([expect.stringMatching(/module comment writes User, which user owns \(SQL UPDATE "User"\)/)]);
  });

  it('fails on a nested write through a relation', () => {
    const nested = problemsWith((files) =>
      replaceFile(files, 'api/modules/vote/service.ts', `export const votes = (prisma) => ({ cast: () => prisma.vote.create({ data: { user: { create: {} } } }) });`),
    );
    expect(nested).toContainEqual(expect.stringMatching(/module vote writes User, which user owns \(nested user of Vote\)/));
  });

  it("fails when a module reads another module's table on its own, or joins one it has not declared", () => {
    const standalone = problemsWith((files) =>
      replaceFile(files, 'api/modules/comment/service.ts', `export const comments = (prisma) => ({ n: () => prisma.user.count() });`),
    );
    expect(standalone).toEqual([expect.stringMatching(/module comment reads User on its own; ask its owner's service/)]);
    const undeclaredJoin = problemsWith((files) =>
      replaceFile(files, 'api/modules/comment/service.ts', 'export const comments = (prisma) => ({ n: () => prisma.$queryRaw`SELECT 1 FROM "Comment" c JOIN "Vote" v ON true` });'),
    );
    expect(undeclaredJoin).toEqual([expect.stringMatching(/module comment joins Vote, which ARCHITECTURE\.md does not declare/)]);
    const relationJoin = problemsWith((files) =>
      replaceFile(files, 'api/modules/vote/service.ts', `export const votes = (prisma) => ({ cast: () => prisma.vote.findMany({ select: { user: { select: { id: true } } } }) });`),
    );
    expect(relationJoin).toContainEqual(expect.stringMatching(/module vote joins User, which ARCHITECTURE\.md does not declare \(relation Vote\.user\)/));
  });

  it('fails when a resolver queries the database instead of calling a service', () => {
    const resolver = problemsWith((files) => replaceFile(files, 'api/modules/vote/schema.ts', `export const load = (context) => context.db.vote.findMany({});`));
    expect(resolver).toEqual([expect.stringMatching(/module-schema files reach data through services, not the database/)]);
  });

  it('fails when a service calls a module the map does not allow, even for a type', () => {
    const call = problemsWith((files) =>
      replaceFile(files, 'api/modules/comment/service.ts', `import type { votes } from '../vote/service.ts';\nexport const comments = (v: typeof votes) => v;`),
    );
    expect(call).toEqual([expect.stringMatching(/comment\/service\.ts:1: module comment may not call module vote/)]);
  });

  it('fails when a layer imports one it may not, and on a type-only import cycle', () => {
    const layer = problemsWith((files) => replaceFile(files, 'api/domain/rules.ts', `import { votes } from '../modules/vote/service.ts';\nexport const K = votes;`));
    expect(layer).toContainEqual(expect.stringMatching(/api\/domain\/rules\.ts:1: domain may not import module-service/));
    const schemaToOtherService = problemsWith((files) =>
      replaceFile(files, 'api/modules/vote/schema.ts', `import type { users } from '../user/service.ts';\nexport type U = typeof users;`),
    );
    expect(schemaToOtherService).toEqual([expect.stringMatching(/module-schema may not import module-service \(even types\)/)]);
    const clientToApi = problemsWith((files) => replaceFile(files, 'client/Page.tsx', `import type { votes } from '../api/modules/vote/service.ts';\nexport const Page = 1 as unknown as typeof votes;`));
    expect(clientToApi).toEqual([expect.stringMatching(/client may not import module-service/)]);
    const cycle = problemsWith((files) =>
      replaceFile(files, 'client/Page.tsx', `import type { app } from './main.tsx';\nexport const Page = 1 as unknown as typeof app;`),
    );
    expect(cycle).toEqual(['import cycle: client/Page.tsx -> client/main.tsx']);
  });

  it('fails when the map is wrong: a table with no owner or two, an unused join or call, a missing module', () => {
    const noOwner = parseArchitectureMap(architectureOf({ comment: '| `comment` | Comments | | | |' }));
    expect(problemsWith((files) => files, noOwner)).toContain('ARCHITECTURE.md: table Comment must have exactly one owner, has none');
    const unusedJoin = parseArchitectureMap(architectureOf({ comment: '| `comment` | Comments | `Comment` | `User` | |' }));
    expect(problemsWith((files) => files, unusedJoin)).toContain(
      'ARCHITECTURE.md: module comment declares a join of User that no statement makes: remove it from the map',
    );
    const unusedCall = parseArchitectureMap(architectureOf({ comment: '| `comment` | Comments | `Comment` | | `user` |' }));
    expect(problemsWith((files) => files, unusedCall)).toContain(
      'ARCHITECTURE.md: module comment may call user, but no service of it does: remove it from the map',
    );
    expect(problemsWith((files) => [...files, { path: 'api/modules/poll/service.ts', text: 'export const x = 1;' }])).toContain(
      "api/modules/poll/ is not in ARCHITECTURE.md's Modules table",
    );
  });

  it('keeps pages to their own folder, and refuses a qualifier it does not know', () => {
    const pagesMap = parseArchitectureMap(
      architectureOf({ comment: '| `comment` | Comments | `Comment` | | |' }).replace(
        '| `client` | `client/**` | `client` |',
        '| `client-pages` | `client/pages/**` | `client-pages` (own folder) |\n| `client` | `client/**` | `client` |',
      ),
    );
    const pages = (files: SourceFile[]) => [
      ...files,
      { path: 'client/pages/a/APage.tsx', text: `import { helper } from './helper.ts';\nexport const A = helper;` },
      { path: 'client/pages/a/helper.ts', text: `export const helper = 1;` },
      { path: 'client/pages/b/BPage.tsx', text: `import { A } from '../a/APage.tsx';\nexport const B = A;` },
    ];
    expect(problemsWith(pages, pagesMap)).toEqual([expect.stringMatching(/client\/pages\/b\/BPage\.tsx:1: client-pages may not import client-pages/)]);
    expect(() => parseArchitectureMap(architectureOf({ comment: '| `comment` | Comments | `Comment` | | |' }).replace('(own folder)', '(own module)'))).toThrow(
      /cannot read "`module-service` \(own module\)"/,
    );
  });

  it('parses type-only, re-exported and dynamic imports', () => {
    const edges = importsOf({
      path: 'client/routes.tsx',
      text: `import type { A } from './a.ts';\nimport { type B, C } from './b.ts';\nexport { D } from './d.ts';\nconst page = () => import('./pages/e.tsx');`,
    });
    expect(edges.map(({ to, typeOnly }) => [to, typeOnly])).toEqual([
      ['client/a.ts', true],
      ['client/b.ts', false],
      ['client/d.ts', false],
      ['client/pages/e.tsx', false],
    ]);
    expect(tableAccessOf({ path: 'x.ts', text: 'const sel = { user: { select: { id: true } } } as const;\nprisma.vote.findMany({ select: sel });' }, miniModels)).toEqual([
      { model: 'Vote', kind: 'read', how: 'prisma vote.findMany', line: 2 },
      { model: 'User', kind: 'join', how: 'relation Vote.user', line: 1 },
    ]);
  });
});

/** The mini map's text with one Modules row replaced. */
function architectureOf(rows: { comment: string }): string {
  return `
## Modules

| Module | What it is for | Owns (the only writer) | Joins in SQL (read-only) | May call |
| --- | --- | --- | --- | --- |
| \`user\` | People | \`User\` | \`Vote\` | |
| \`vote\` | Votes | \`Vote\` | | \`user\` |
${rows.comment}

## Layers

| Layer | Files | May import |
| --- | --- | --- |
| \`domain\` | \`api/domain/**\` | \`domain\` |
| \`module-schema\` | \`api/modules/*/schema.ts\` | \`module-schema\`, \`module-service\` (own folder), \`domain\` |
| \`module-service\` | \`api/modules/**\` | \`module-service\`, \`domain\` |
| \`composition\` | \`api/app.ts\` | \`*\` |
| \`client\` | \`client/**\` | \`client\` |
`;
}
