// A stranger must not be able to lock a member out by failing to log in as them. The attack:
// 10 wrong passwords from each of 10 addresses (the per-(account, address) limit is 10) spend the
// per-account limit of 100. Before the known-device cookie, the owner's right password then
// answered 429 for 15 minutes from anywhere. Now (docs/decisions.md#accounts): the owner's
// browser that has logged in before gets in; a new browser is pointed to the e-mail reset link,
// which works; the attacker's 11th guess from one address is still 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_UNDER_ATTACK_MESSAGE } from '../../api/modules/auth/password-login.ts';
import { CookieJar, createTestApp, SESSION_COOKIE, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const VICTIM = 'lockout_victim@example.test';
const PASSWORD = 'correct horse battery';
const DEVICE_COOKIE = `${SESSION_COOKIE}_device`;

let addressCounter = 0;
const freshAddress = () => `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

// Rate limits are kept by the server (in memory or Redis), not the database: one kind is enough.
describe.each(oneDatabaseKind())('login lockout on %s', (kind) => {
  let t: TestApp;
  const ownersBrowser = new CookieJar();
  let homeLoginCookies: string[] = [];
  const attackAddresses = Array.from({ length: 10 }, () => freshAddress());

  const login = (email: string, password: string, address: string, cookie?: CookieJar) =>
    t.rest('POST', '/api/login', { email, password }, { headers: { 'x-forwarded-for': address }, cookie });

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await t.signUp(VICTIM, 'lockout_victim', PASSWORD);
    // The owner's usual browser logs in once, from home, before the attack.
    const home = await login(VICTIM, PASSWORD, freshAddress(), ownersBrowser);
    expect(home.status).toBe(200);
    homeLoginCookies = home.setCookies;
    expect(ownersBrowser.get(DEVICE_COOKIE)).toBeTruthy();
    const started = Date.now();
    const outcomes = await Promise.all(
      attackAddresses.map(async (address) => {
        const statuses: number[] = [];
        for (let guess = 0; guess < 10; guess += 1) statuses.push((await login(VICTIM, `wrong guess ${guess}`, address)).status);
        return statuses;
      }),
    );
    // The owner's own login above counted once against the 100 new-browser logins an account
    // gets per 15 minutes, so the attack's last guess is already refused.
    const statuses = outcomes.flat().sort();
    expect(statuses).toEqual([...Array<number>(99).fill(401), 429]);
    console.log(`login lockout (${kind}): 100 wrong passwords from 10 addresses in ${Date.now() - started} ms`);
  });
  afterAll(() => t?.dispose());

  it('marks the browser with an HttpOnly, long-lived known-device cookie', async () => {
    const setCookie = homeLoginCookies.find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(setCookie!)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
  });

  it("stops the attacker's 11th guess from one address with 429", async () => {
    const limited = await login(VICTIM, 'one more guess', attackAddresses[0]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets the owner in from a browser that logged in before, from a fresh address', async () => {
    const response = await login(VICTIM, PASSWORD, freshAddress(), ownersBrowser);
    expect(response.status).toBe(200);
    expect(response.json.body).toMatchObject({ Username: 'lockout_victim' });
  });

  it('does not let a device cookie of another account, or a forged one, skip the per-account limit', async () => {
    await t.signUp('lockout_attacker@example.test', 'lockout_attacker', PASSWORD);
    const attackersBrowser = new CookieJar();
    expect((await login('lockout_attacker@example.test', PASSWORD, freshAddress(), attackersBrowser)).status).toBe(200);
    expect((await login(VICTIM, 'guess with my cookie', freshAddress(), attackersBrowser)).status).toBe(429);
    // The attacker's own valid cookie, relabelled with the victim's account id.
    const victimId = ownersBrowser.get(DEVICE_COOKIE)!.split('.')[0];
    const [, deviceId, mac] = attackersBrowser.get(DEVICE_COOKIE)!.split('.');
    const forged = new CookieJar(`${DEVICE_COOKIE}=${victimId}.${deviceId}.${mac}`);
    expect((await login(VICTIM, 'guess with a forged cookie', freshAddress(), forged)).status).toBe(429);
  });

  it('points the owner on a new browser to the e-mail reset, which lets them in', async () => {
    const newBrowser = new CookieJar();
    const refused = await login(VICTIM, PASSWORD, freshAddress(), newBrowser);
    expect(refused).toMatchObject({ status: 429, json: { error: ACCOUNT_UNDER_ATTACK_MESSAGE } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const address = freshAddress();
    const requested = await t.rest('POST', '/api/passwordreset/request', { email: VICTIM }, { headers: { 'x-forwarded-for': address } });
    expect(requested.status).toBe(200);
    // The reset mail goes out after the answer (its timing must not tell whether the address has
    // an account): wait for it, not for the last mail, which may be the lockout notice.
    const resetToken = () => {
      const mail = t.mail.findLast((message) => message.to === VICTIM && /[?&]t=/.test(message.text));
      return mail ? /[?&]t=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
    };
    await expect.poll(resetToken, { timeout: 10_000 }).toBeTruthy();
    const token = resetToken();
    const reset = await t.rest(
      'POST',
      '/api/passwordreset/set',
      { tokenValue: token, newPassword: 'a brand new passphrase' },
      { headers: { 'x-forwarded-for': address }, cookie: newBrowser },
    );
    expect(reset.status).toBe(200);
    expect(reset.json.body).toMatchObject({ Username: 'lockout_victim' });
    expect(newBrowser.get(SESSION_COOKIE)).toBeTruthy();
  });
});
