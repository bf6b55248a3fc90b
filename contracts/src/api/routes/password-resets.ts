import { adminPasswordResetAnswer, passwordResetMessages } from '../../auth';
import { passwordResetEndpoints } from '../endpoints/password-resets';
import { defineRoutes } from '../route';

/** An admin sends a forgot-password link on a person's behalf. */
export const passwordResetRoutes = defineRoutes(passwordResetEndpoints, {
  sendPasswordReset: {
    tag: 'People',
    access: 'admin',
    permission: 'manage_people',
    summary: 'Mail a teacher, student or parent a link to set a new password',
    description:
      'The same mail as the person’s own forgot-password request: a link that works once, for 30 minutes. Their ' +
      'password and sessions stay as they are until the link is used.',
    answers: {
      200: {
        description: 'The mail is queued',
        schema: adminPasswordResetAnswer,
        example: { success: true, message: passwordResetMessages.adminSent },
      },
    },
    refusals: { 404: 'No teacher, student or parent of this institute has this id' },
  },
});
