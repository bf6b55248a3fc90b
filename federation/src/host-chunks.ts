import type { OptimizationSplitChunksOptions } from '@rspack/core';

/**
 * How the shell's build groups its modules. Every page needs React, React DOM and the router: one file for
 * them compresses better than four and costs one request, not four, on a slow phone.
 */
export const hostChunks: OptimizationSplitChunksOptions = {
  cacheGroups: {
    framework: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]federation[\\/]src[\\/]router\.ts$/,
      name: 'framework',
      chunks: 'all',
      enforce: true,
      priority: 40,
    },
  },
};
