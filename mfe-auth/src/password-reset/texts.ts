import { authTexts } from '../texts/texts';

const english = authTexts.english;

/** The English texts of the forgot-password and reset-password pages and of their link on the login page. */
export const resetTexts = {
  forgotLink: english('reset.forgotLink'),
  forgotTitle: english('reset.forgotTitle'),
  forgotSubtitle: english('reset.forgotSubtitle'),
  send: english('reset.send'),
  sending: english('reset.sending'),
  sendFallback: english('reset.sendFallback'),
  checkMail: english('reset.checkMail'),
  backToSignIn: english('reset.backToSignIn'),
  resetTitle: english('reset.resetTitle'),
  resetSubtitle: english('reset.resetSubtitle'),
  save: english('reset.save'),
  saving: english('reset.saving'),
  resetFallback: english('reset.resetFallback'),
  askAgain: english('reset.askAgain'),
  passwordSet: english('reset.passwordSet'),
} as const;
