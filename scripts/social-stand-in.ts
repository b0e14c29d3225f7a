// A local stand-in for Google and Facebook sign-in, for development and tests (the real
// providers cannot be reached here, and tests must not depend on them). It speaks the parts of
// their protocols the app uses, over real HTTP:
//   Google:   GET /google/jwks (the key set that signs ID tokens, RS256 keys made at start),
//             GET|POST /google/authorize (a page that plays the Google account chooser).
//   Facebook: GET /debug_token, GET /me (the Graph API token check),
//             GET|POST /facebook/dialog (a page that plays the Facebook login dialog).
// The pages hand the token to the app's window the way the real SDK popups do: postMessage to
// the opener, restricted to the opener's origin.
// Run alone: `npx tsx scripts/social-stand-in.ts [port]` (npm run dev starts one).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export type SocialStandInOptions = {
  port?: number;
  googleClientId: string;
  facebookAppId: string;
  facebookAppSecret: string;
};

export type SocialStandIn = {
  url: string;
  /** For GOOGLE_JWKS_URL. */
  jwksUrl: string;
  /** For FACEBOOK_GRAPH_URL. */
  graphUrl: string;
  /** An ID token signed with the stand-in's published key; claims and lifetime can be overridden. */
  signGoogleIdToken(claims: JWTPayload & { email?: string }, options?: { expiresInSeconds?: number; audience?: string; issuer?: string }): Promise<string>;
  /** A Facebook user access token the Graph stand-in knows. */
  issueFacebookToken(user: { subject: string; email?: string | null; appId?: string; expiresInSeconds?: number }): string;
  close(): Promise<void>;
};

/** The same address always gets the same subject, as with a real provider account. */
export function standInSubject(provider: 'google' | 'facebook', email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest();
  return provider === 'google' ? `1${digest.readBigUInt64BE(0).toString().padStart(20, '0')}` : `10${digest.readUInt32BE(0)}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.5rem 1rem}</style></head>
<body><main>${body}</main></body></html>`;
}

function chooserPage(provider: 'google' | 'facebook', origin: string): string {
  const name = provider === 'google' ? 'Google' : 'Facebook';
  return page(
    `Sign in with ${name} (stand-in)`,
    `<h1>Sign in with ${name}</h1><p>Local stand-in for development and tests: no real ${name} account is used.</p>
<form method="post"><input type="hidden" name="origin" value="${escapeHtml(origin)}">
<label for="email">Email</label><input id="email" name="email" type="email" required value="">
<label for="name">Name</label><input id="name" name="name" value="Stand-in Person">
<label><input type="checkbox" name="expired" value="1" style="width:auto"> Hand over an expired token (to try that answer)</label>
<button type="submit">Continue</button></form>`,
  );
}

function handOverPage(origin: string, message: Record<string, unknown>): string {
  // JSON inside a script: "<" escaped so a value cannot close the script element.
  const json = JSON.stringify(message).replace(/</g, '\\u003c');
  return page(
    'Signed in (stand-in)',
    `<h1>Signed in</h1><p>You can close this window.</p><script>
const message = ${json};
if (window.opener) { window.opener.postMessage(message, ${JSON.stringify(origin).replace(/</g, '\\u003c')}); window.close(); }
</script>`,
  );
}

export async function startSocialStandIn(options: SocialStandInOptions): Promise<SocialStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const keyId = randomBytes(8).toString('hex');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: keyId, alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, { subject: string; email: string | null; appId: string; expiresAt: number }>();

  async function signGoogleIdToken(
    claims: JWTPayload & { email?: string },
    signOptions: { expiresInSeconds?: number; audience?: string; issuer?: string } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' })
      .setIssuer(signOptions.issuer ?? 'https://accounts.google.com')
      .setAudience(signOptions.audience ?? options.googleClientId)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (signOptions.expiresInSeconds ?? 3600))
      .sign(privateKey as CryptoKey);
  }

  function issueFacebookToken(user: { subject: string; email?: string | null; appId?: string; expiresInSeconds?: number }): string {
    const token = `EAAstandin${randomBytes(24).toString('hex')}`;
    facebookTokens.set(token, {
      subject: user.subject,
      email: user.email ?? null,
      appId: user.appId ?? options.facebookAppId,
      expiresAt: Date.now() + (user.expiresInSeconds ?? 3600) * 1000,
    });
    return token;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const html = (text: string) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(text);
    const graphError = (message: string, code = 190, subcode?: number) =>
      json(400, { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}) } });

    void (async () => {
      if (url.pathname === '/google/jwks') return json(200, { keys: [publicJwk] });

      if (url.pathname === '/google/authorize' || url.pathname === '/facebook/dialog') {
        const provider = url.pathname.startsWith('/google') ? 'google' : 'facebook';
        if (request.method === 'GET') return html(chooserPage(provider, url.searchParams.get('origin') ?? ''));
        const form = await readForm(request);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const origin = form.get('origin') ?? '';
        if (!email || !/^https?:\/\/[^/]+$/.test(origin)) return html(chooserPage(provider, origin));
        const lifetimeSeconds = form.get('expired') === '1' ? -60 : 3600;
        if (provider === 'google') {
          const idToken = await signGoogleIdToken(
            { sub: standInSubject('google', email), email, name: form.get('name') ?? '' },
            { expiresInSeconds: lifetimeSeconds },
          );
          return html(handOverPage(origin, { source: 'opinio-social-stand-in', provider, idToken }));
        }
        const accessToken = issueFacebookToken({ subject: standInSubject('facebook', email), email, expiresInSeconds: lifetimeSeconds });
        return html(handOverPage(origin, { source: 'opinio-social-stand-in', provider, accessToken, email }));
      }

      if (url.pathname === '/debug_token') {
        if (url.searchParams.get('access_token') !== `${options.facebookAppId}|${options.facebookAppSecret}`) {
          return graphError('Invalid OAuth access token signature.');
        }
        const known = facebookTokens.get(url.searchParams.get('input_token') ?? '');
        if (!known) {
          return json(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] } });
        }
        const expired = known.expiresAt <= Date.now();
        return json(200, {
          data: {
            app_id: known.appId,
            type: 'USER',
            application: 'Opinio (stand-in)',
            expires_at: Math.floor(known.expiresAt / 1000),
            is_valid: !expired,
            scopes: ['email', 'public_profile'],
            user_id: known.subject,
            ...(expired ? { error: { code: 190, subcode: 463, message: 'Session has expired.' } } : {}),
          },
        });
      }

      if (url.pathname === '/me') {
        const known = facebookTokens.get(url.searchParams.get('access_token') ?? '');
        if (!known) return graphError('Invalid OAuth access token.');
        if (known.expiresAt <= Date.now()) return graphError('Session has expired.', 190, 463);
        return json(200, { id: known.subject, ...(known.email ? { email: known.email } : {}) });
      }

      json(404, { error: 'Not found' });
    })().catch(() => json(500, { error: 'stand-in failed' }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    jwksUrl: `${url}/google/jwks`,
    graphUrl: url,
    signGoogleIdToken,
    issueFacebookToken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The client ids the stand-in and the app agree on in development and tests. */
export const standInCredentials = {
  googleClientId: 'opinio-stand-in.apps.googleusercontent.com',
  facebookAppId: '1000000000000001',
  facebookAppSecret: 'stand-in-app-secret',
};

/** The app's environment for using a running stand-in. */
export function standInEnvironment(standIn: SocialStandIn): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: standInCredentials.googleClientId,
    GOOGLE_JWKS_URL: standIn.jwksUrl,
    FACEBOOK_APP_ID: standInCredentials.facebookAppId,
    FACEBOOK_APP_SECRET: standInCredentials.facebookAppSecret,
    FACEBOOK_GRAPH_URL: standIn.graphUrl,
    SOCIAL_STAND_IN_URL: standIn.url,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const standIn = await startSocialStandIn({ port: Number(process.argv[2] ?? 3002), ...standInCredentials });
  console.log(`Social sign-in stand-in on ${standIn.url}`);
  for (const [name, value] of Object.entries(standInEnvironment(standIn))) console.log(`  ${name}=${value}`);
}
