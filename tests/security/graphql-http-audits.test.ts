// The GraphQL over HTTP specification's server audits (graphql-http's serverAudits), against the
// real server over real HTTP: every audit must answer "ok". The audits send their own documents
// (an introspection query among them), so the server runs outside production here, where any
// caller may send text; production only narrows who may (tests/api/partner-access.test.ts).
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('graphql-http server audits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite' });
  });
  afterAll(() => t?.dispose());

  it('passes every audit', async () => {
    const audits = serverAudits({ url: `${t.url}/graphql` });
    const results = await Promise.all(audits.map(async (audit) => ({ name: audit.name, result: await audit.fn() })));
    const failed = results.filter((entry) => entry.result.status !== 'ok');
    console.log(`graphql-http audits: ${results.length - failed.length} ok / ${results.length}`);
    expect(failed.map((entry) => `${entry.result.status} ${entry.name}: ${'reason' in entry.result ? entry.result.reason : ''}`)).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(61);
  });
});
