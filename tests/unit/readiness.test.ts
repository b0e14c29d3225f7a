// /readyz's database probe (api/http/readiness.ts): a flood of checks costs one statement, and a
// database that does not answer is "unreachable" after the time limit, not a hanging check.
import { describe, expect, it } from 'vitest';
import { createReadinessCheck } from '../../api/http/readiness.ts';

describe('readiness check', () => {
  it('runs one probe for 100 checks at once, and reuses its answer while fresh', async () => {
    let probes = 0;
    let time = 0;
    const check = createReadinessCheck({
      probe: async () => {
        probes += 1;
        await new Promise((resolveProbe) => setTimeout(resolveProbe, 20));
      },
      timeoutMs: 1_000,
      freshForMs: 1_000,
      now: () => time,
    });
    const answers = await Promise.all(Array.from({ length: 100 }, () => check.databaseReachable()));
    expect(answers).toEqual(Array(100).fill(true));
    expect(probes).toBe(1);
    time = 999;
    await check.databaseReachable();
    expect(probes).toBe(1);
    time = 1_000;
    await check.databaseReachable();
    expect(probes).toBe(2);
  });

  it('answers unreachable when the probe fails or does not answer in time', async () => {
    const failing = createReadinessCheck({ probe: () => Promise.reject(new Error('down')), timeoutMs: 1_000, freshForMs: 0 });
    expect(await failing.databaseReachable()).toBe(false);
    const hanging = createReadinessCheck({ probe: () => new Promise(() => {}), timeoutMs: 50, freshForMs: 0 });
    expect(await hanging.databaseReachable()).toBe(false);
  });
});
