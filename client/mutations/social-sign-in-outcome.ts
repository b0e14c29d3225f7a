/** What a Google or Facebook sign-in came to; '%future added value' is Relay's unknown enum value. */
export type SocialSignInOutcome = { status: 'LOGGED_IN' | 'NO_USER' | 'EXPIRED' | '%future added value'; isNewUser: boolean };
