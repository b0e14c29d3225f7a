// Facebook user access tokens checked through the Graph API: debug_token (with our app access
// token) says whether the token is valid, for our app, and whose it is; /me then gives the
// e-mail address Facebook has for that person. The Graph API base URL is configuration, so tests
// use a local stand-in.
import { createHmac } from 'node:crypto';

export type FacebookIdentity = { subject: string; email: string | null };

export type FacebookTokenCheck =
  | { outcome: 'valid'; identity: FacebookIdentity }
  | { outcome: 'expired' }
  | { outcome: 'invalid'; reason: string }
  | { outcome: 'unavailable' };

export type FacebookTokenVerifier = (accessToken: string) => Promise<FacebookTokenCheck>;

/** Graph API error code 190 is "invalid OAuth access token"; subcode 463 means it expired. */
const EXPIRED_SUBCODE = 463;

type DebugTokenAnswer = {
  data?: {
    app_id?: string;
    is_valid?: boolean;
    user_id?: string;
    expires_at?: number;
    error?: { code?: number; subcode?: number; message?: string };
  };
};

export function createFacebookTokenVerifier(options: { appId: string; appSecret: string; graphUrl: string }): FacebookTokenVerifier {
  async function getJson(path: string, parameters: Record<string, string>): Promise<{ status: number; json: unknown } | null> {
    const url = new URL(`${options.graphUrl}${path}`);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      return { status: response.status, json: await response.json() };
    } catch {
      return null;
    }
  }

  return async (accessToken) => {
    const debug = await getJson('/debug_token', {
      input_token: accessToken,
      access_token: `${options.appId}|${options.appSecret}`,
    });
    if (!debug || debug.status >= 500) return { outcome: 'unavailable' };
    const data = (debug.json as DebugTokenAnswer).data;
    if (!data) return { outcome: 'invalid', reason: 'no data' };
    const expiredAt = typeof data.expires_at === 'number' && data.expires_at > 0 ? data.expires_at * 1000 : null;
    if (data.error?.subcode === EXPIRED_SUBCODE || (expiredAt !== null && expiredAt <= Date.now())) return { outcome: 'expired' };
    if (data.is_valid !== true) return { outcome: 'invalid', reason: 'not valid' };
    // A token issued to another app must not log anyone in here.
    if (data.app_id !== options.appId) return { outcome: 'invalid', reason: 'other app' };
    if (typeof data.user_id !== 'string' || data.user_id === '') return { outcome: 'invalid', reason: 'no user' };

    const me = await getJson('/me', {
      fields: 'id,email',
      access_token: accessToken,
      // Proves the call comes from our server (Graph API "Require App Secret").
      appsecret_proof: createHmac('sha256', options.appSecret).update(accessToken).digest('hex'),
    });
    if (!me || me.status >= 500) return { outcome: 'unavailable' };
    const profile = me.json as { id?: string; email?: string };
    if (profile.id !== data.user_id) return { outcome: 'invalid', reason: 'profile mismatch' };
    return {
      outcome: 'valid',
      identity: { subject: data.user_id, email: typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : null },
    };
  };
}
