import { createRspackConfig } from '@rollcall/federation/node';

export default createRspackConfig({ name: 'shell', kind: 'host', dir: __dirname, title: 'RollCall · Attendance That Cares' });
