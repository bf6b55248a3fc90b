/** The texts of the forgot-password and reset-password pages and of their link on the login page. */
export const resetTexts = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot password',
  forgotSubtitle: 'Choose your role and enter your email: we will mail you a link to set a new password.',
  send: 'Send link',
  sending: 'Sending...',
  sendFallback: 'Could not send the link, please try again',
  checkMail: 'Check your mail',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Set a new password',
  resetSubtitle: 'Choose a new password for your RollCall account.',
  save: 'Set Password',
  saving: 'Setting password...',
  resetFallback: 'Could not set the password, please try again',
  askAgain: 'Ask for a new link',
  /** Shown on the login page once the password is set. */
  passwordSet: 'Your password is set. Sign in with your new password.',
} as const;
