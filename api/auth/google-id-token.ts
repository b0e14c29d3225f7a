// Google ID tokens (Sign in with Google) checked with jose: the signature against Google's
// published key set, the audience (our client id), the issuer and the expiry. The key set URL is
// configuration, so tests point it at a local stand-in that signs with keys the test made.
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export type GoogleIdentity = { subject: string; email: string | null; emailVerified: boolean; name: string | null };

export type GoogleTokenCheck =
  | { outcome: 'valid'; identity: GoogleIdentity }
  | { outcome: 'expired' }
  | { outcome: 'invalid'; reason: string }
  | { outcome: 'unavailable' };

export type GoogleIdTokenVerifier = (idToken: string) => Promise<GoogleTokenCheck>;

const googleIssuers = ['accounts.google.com', 'https://accounts.google.com'];

export function createGoogleIdTokenVerifier(options: { clientId: string; jwksUrl: string }): GoogleIdTokenVerifier {
  // Fetched on first use, cached, refetched when a token names a key id it has not seen.
  const keySet = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keySet, {
        audience: options.clientId,
        issuer: googleIssuers,
        // Google signs with RS256; naming it refuses "alg": "none" and algorithm confusion.
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 255) {
        return { outcome: 'invalid', reason: 'no subject' };
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
      return {
        outcome: 'valid',
        identity: {
          subject: payload.sub,
          email,
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          name: typeof payload.name === 'string' ? payload.name : null,
        },
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { outcome: 'expired' };
      if (error instanceof errors.JWKSTimeout || (error instanceof Error && !(error instanceof errors.JOSEError))) {
        return { outcome: 'unavailable' };
      }
      return { outcome: 'invalid', reason: error instanceof errors.JOSEError ? error.code : 'unknown' };
    }
  };
}
