import { createRspackConfig } from '@rollcall/federation/node';

export default createRspackConfig({
  name: 'student',
  kind: 'remote',
  dir: __dirname,
  title: 'RollCall · Student and Parent',
  exposes: {
    './StudentApp': './src/StudentApp.tsx',
    './ParentApp': './src/ParentApp.tsx',
    './UnsubscribePage': './src/unsubscribe/UnsubscribePage.tsx',
  },
});
