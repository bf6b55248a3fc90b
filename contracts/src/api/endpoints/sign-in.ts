import { endpointsOf } from '../endpoint';

export const signInEndpoints = endpointsOf({
  login: ['post', '/auth/login'],
  verifyUser: ['get', '/auth/verify-user'],
  logout: ['post', '/auth/logout'],
  changePassword: ['post', '/auth/change-password'],
  savePreferences: ['patch', '/auth/preferences'],
  forgotPassword: ['post', '/auth/forgot-password'],
  resetPassword: ['post', '/auth/reset-password'],
  signInOptions: ['get', '/auth/options'],
  googleSignIn: ['get', '/auth/google'],
  googleCallback: ['get', '/auth/google/callback'],
});
