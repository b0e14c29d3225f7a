// Accounts and sessions: e-mail sign-up with a 6-digit code, log in, log out, password reset,
// Google and Facebook sign-in, and resolving a session cookie into the viewer. The only writer of
// Session, EmailCode, PasswordReset and SocialIdentity; account rows themselves are the user
// module's (it creates them and sets passwords when this module asks). Each way in is its own
// file; this one puts them together.
import type { FacebookTokenVerifier } from '../../auth/facebook-token.ts';
import type { GoogleIdTokenVerifier } from '../../auth/google-id-token.ts';
import type { Mailer } from '../../auth/mailer.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { UserService } from '../user/service.ts';
import { createAccountDeletion } from './account-deletion.ts';
import { createEmailSignup } from './email-signup.ts';
import { createPasswordLogin } from './password-login.ts';
import { createPasswordReset } from './password-reset.ts';
import { createSessionStore } from './sessions.ts';
import { createSocialSignIn, type SocialSettings } from './social-sign-in.ts';

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(dependencies: {
  prisma: PrismaClient;
  users: UserService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sessionDays: number;
  /** The session cookie's name and whether it is Secure (HTTPS sites). */
  cookie: { name: string; secure: boolean };
  productName: string;
  /** Base of links in e-mails (the password reset link). */
  publicUrl: string;
  /** Unset when that provider is not configured. */
  verifyGoogleIdToken?: GoogleIdTokenVerifier;
  verifyFacebookToken?: FacebookTokenVerifier;
  /** What the browser needs to get social tokens (public values only). */
  socialSettings?: SocialSettings;
}) {
  const sessions = createSessionStore(dependencies);
  const emailSignup = createEmailSignup({ ...dependencies, sessions });
  const passwordLogin = createPasswordLogin({ ...dependencies, sessions });
  const passwordReset = createPasswordReset({ ...dependencies, sessions });
  const socialSignIn = createSocialSignIn({ ...dependencies, sessions });
  const accountDeletion = createAccountDeletion(dependencies);

  return {
    sessionLifetimeSeconds: sessions.lifetimeSeconds,
    socialSettings: dependencies.socialSettings ?? { googleClientId: null, facebookAppId: null, standInUrl: null },

    resolveSession: sessions.resolve,
    logout: sessions.end,
    /** Ends every session of the member, inside the caller's transaction (a suspension). */
    endAllSessions: sessions.endAllOf,
    isSessionLive: sessions.isLive,
    sessionCookie: sessions.cookieFor,
    expiredSessionCookie: sessions.expiredCookie,

    requestSignupCode: emailSignup.requestSignupCode,
    verifySignupCode: emailSignup.verifySignupCode,
    attachExternalIdToPendingSignup: emailSignup.attachExternalIdToPendingSignup,

    login: passwordLogin.login,
    knownDeviceCookieName: passwordLogin.knownDeviceCookieName,

    requestPasswordReset: passwordReset.requestPasswordReset,
    resetPassword: passwordReset.resetPassword,

    socialLogin: socialSignIn.socialLogin,
    socialSignup: socialSignIn.socialSignup,

    confirmAccountDeletion: accountDeletion.confirmAccountDeletion,
    eraseUser: accountDeletion.eraseUser,
    personalDataOf: accountDeletion.personalDataOf,
  };
}
