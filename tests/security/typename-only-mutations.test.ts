// A client may select nothing but `__typename` of a mutation's result. Mutations that load
// their answer with exactly the selected columns (plugin-prisma) once built an empty select and
// answered INTERNAL_SERVER_ERROR after the write was applied (removeAvatar, updateProfile). Every
// mutation of the served schema runs here that way, as a permitted member with valid arguments
// (tests/support/schema-calls.ts), and then as a visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureWorld, missingRequiredArguments, mutationCalls, mutationDocument, servedSchema, type FixtureWorld } from '../support/schema-calls.ts';
import { createTestApp, type GraphQLResponse, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const mutationNames = Object.keys(servedSchema().getMutationType()!.getFields()).sort();

function internalErrors(response: GraphQLResponse) {
  return (response.errors ?? []).filter((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR' || response.status >= 500);
}

// Selections are resolved the same way on either database: one kind is enough.
describe.each(oneDatabaseKind())('mutations selecting only __typename on %s', (kind) => {
  let t: TestApp;
  let world: FixtureWorld;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    world = await createFixtureWorld(t, 'typename');
  });
  afterAll(() => t?.dispose());

  it('has a row of arguments for every mutation in the schema', () => {
    expect(Object.keys(mutationCalls).sort()).toEqual(mutationNames);
  });

  it('answers every mutation, as a permitted member, without an internal error', async () => {
    const failures: string[] = [];
    const answers: Record<string, string> = {};
    for (const [name, call] of Object.entries(mutationCalls)) {
      const field = servedSchema().getMutationType()!.getFields()[name];
      const variables = await call.variables(world, t);
      expect(missingRequiredArguments(field, variables), name).toEqual([]);
      const response = await t.graphql(mutationDocument(name, '__typename'), variables, {
        cookie: call.changesSession ? undefined : world.member.cookie,
      });
      answers[name] = String((response.data as Record<string, { __typename?: string }> | null)?.[name]?.__typename ?? response.status);
      if (internalErrors(response).length > 0 || response.data?.[name] == null) {
        failures.push(`${name}: ${response.status} ${JSON.stringify(response.errors ?? response.data)}`);
      }
    }
    const succeeded = Object.values(answers).filter((typename) => /Success$|^Viewer$|^Boolean$/.test(typename) || typename === 'true').length;
    console.log(`typename-only mutations (${kind}): ${mutationNames.length} mutations, ${failures.length} internal errors; answers ${JSON.stringify(answers)} (${succeeded} successes)`);
    expect(failures).toEqual([]);
  });

  it('answers every mutation, as a visitor, without an internal error', async () => {
    const failures: string[] = [];
    for (const [name, call] of Object.entries(mutationCalls)) {
      const response = await t.graphql(mutationDocument(name, '__typename'), await call.variables(world, t));
      if (internalErrors(response).length > 0) failures.push(`${name}: ${JSON.stringify(response.errors)}`);
    }
    expect(failures).toEqual([]);
  });
});
