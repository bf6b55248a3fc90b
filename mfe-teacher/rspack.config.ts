import { createRspackConfig } from '@rollcall/federation/node';

export default createRspackConfig({
  name: 'teacher',
  kind: 'remote',
  dir: __dirname,
  title: 'RollCall · Teacher',
  exposes: { './TeacherApp': './src/TeacherApp.tsx' },
});
