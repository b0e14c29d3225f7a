// The steps of the log-in/sign-up flow (docs/product.md#log-in-and-sign-up) and the title each one
// shows. AuthFlow moves between them; pages and the modal name the step the flow opens on.
export type AuthStep =
  | 'chooseMethod'
  | 'emailLogin'
  | 'signup'
  | 'emailSignup'
  | 'verificationCode'
  | 'usernameChoice'
  | 'resetRequest'
  | 'resetConfirmation'
  | 'newPassword';

export const authStepTitles: Record<AuthStep, string> = {
  chooseMethod: 'Log in',
  emailLogin: 'Log in with e-mail',
  signup: 'Sign up',
  emailSignup: 'Sign up with e-mail',
  verificationCode: 'Check your e-mail',
  usernameChoice: 'Choose a username',
  resetRequest: 'Reset your password',
  resetConfirmation: 'Check your e-mail',
  newPassword: 'Set a new password',
};

/** The e-mail address is the flow's, not the step's: it carries over from one step to the next. */
export type EmailField = { email: string; onEmailChange: (email: string) => void };
