import { createRspackConfig } from '@rollcall/federation/node';

export default createRspackConfig({
  name: 'superadmin',
  kind: 'remote',
  dir: __dirname,
  title: 'RollCall · Super Admin',
  exposes: { './SuperadminApp': './src/SuperadminApp.tsx' },
});
