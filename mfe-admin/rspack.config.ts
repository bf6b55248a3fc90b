import { createRspackConfig } from '@rollcall/federation/node';

export default createRspackConfig({
  name: 'admin',
  kind: 'remote',
  dir: __dirname,
  title: 'RollCall · Admin',
  exposes: { './AdminApp': './src/AdminApp.tsx' },
});
