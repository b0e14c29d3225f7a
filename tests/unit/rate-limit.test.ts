// The per-address factor that test servers raise (RATE_LIMIT_ADDRESS_FACTOR): it must lift only
// the limits keyed by client address, and leave production (factor 1) exactly as configured.
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, withAddressLimitFactor } from '../../api/auth/rate-limit.ts';
import { RateLimitError } from '../../api/domain/errors.ts';
import { loadConfig } from '../../api/config.ts';
import { authRateLimits } from '../../api/modules/auth/rate-limits.ts';

async function hitsAllowed(hit: () => Promise<void>, upTo: number): Promise<number> {
  for (let count = 0; count < upTo; count += 1) {
    try {
      await hit();
    } catch (error) {
      expect(error).toBeInstanceOf(RateLimitError);
      return count;
    }
  }
  return upTo;
}

describe('address limit factor', () => {
  it('is 1 unless configured, and refuses 0', () => {
    expect(loadConfig({}).rateLimitAddressFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_ADDRESS_FACTOR: '100' }).rateLimitAddressFactor).toBe(100);
    expect(() => loadConfig({ RATE_LIMIT_ADDRESS_FACTOR: '0' })).toThrow(/RATE_LIMIT_ADDRESS_FACTOR/);
  });

  it('keeps 20 sign-up code requests an hour per address at factor 1', async () => {
    const limiter = withAddressLimitFactor(createMemoryRateLimiter(), 1);
    expect(await hitsAllowed(() => limiter.hit(authRateLimits.signupCodePerAddress, '127.0.0.1'), 100)).toBe(20);
  });

  it('raises per-address limits only: per-account and account-and-address limits stay', async () => {
    const limiter = withAddressLimitFactor(createMemoryRateLimiter(), 100);
    expect(await hitsAllowed(() => limiter.hit(authRateLimits.signupCodePerAddress, '127.0.0.1'), 5000)).toBe(2000);
    expect(await hitsAllowed(() => limiter.hit(authRateLimits.signupCodePerEmail, 'a@example.test'), 100)).toBe(5);
    expect(await hitsAllowed(() => limiter.hit(authRateLimits.loginPerAccountAndAddress, 'a@example.test|127.0.0.1'), 100)).toBe(10);
  });

  it('marks every auth rule keyed by the address alone, and no other', () => {
    const perAddress = Object.entries(authRateLimits)
      .filter(([, rule]) => 'perClientAddress' in rule && rule.perClientAddress)
      .map(([name]) => name);
    expect(perAddress.sort()).toEqual(
      ['codeCheckPerAddress', 'loginPerAddress', 'resetRequestPerAddress', 'resetSetPerAddress', 'signupCodePerAddress', 'socialPerAddress'].sort(),
    );
  });
});
