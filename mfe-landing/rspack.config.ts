import { rspack } from '@rspack/core';
import { createRspackConfig } from '@rollcall/federation/node';

const config = createRspackConfig({
  name: 'landing',
  kind: 'remote',
  dir: __dirname,
  title: 'RollCall · Attendance That Cares',
  exposes: { './LandingPage': './src/LandingPage.tsx' },
});

// The support channels shown on the page (src/content/contact.ts), set when the page is built.
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.DefinePlugin({
    'process.env.ROLLCALL_SUPPORT_EMAIL': JSON.stringify(process.env.ROLLCALL_SUPPORT_EMAIL ?? ''),
    'process.env.ROLLCALL_SUPPORT_PHONE': JSON.stringify(process.env.ROLLCALL_SUPPORT_PHONE ?? ''),
    'process.env.ROLLCALL_SUPPORT_WHATSAPP': JSON.stringify(process.env.ROLLCALL_SUPPORT_WHATSAPP ?? ''),
  }),
];

// One page with two small lazy parts: its chunks are not split further, so '/' downloads the page's code, icons
// included, as one file that compresses better than three (≈ 0.2 KB gz).
config.optimization = { ...config.optimization, splitChunks: false };

export default config;
