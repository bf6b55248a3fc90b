import { createRspackConfig } from '@rollcall/federation/node';

export default createRspackConfig({
  name: 'auth',
  kind: 'remote',
  dir: __dirname,
  title: 'RollCall · Sign in',
  exposes: {
    './LoginPage': './src/login/LoginPage.tsx',
    './ChangePasswordPage': './src/change-password/ChangePasswordPage.tsx',
    './ForgotPasswordPage': './src/password-reset/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/password-reset/ResetPasswordPage.tsx',
  },
});
