import type { OptimizationSplitChunksOptions } from '@rspack/core';

/**
 * How the shell's build groups its modules. Every page needs React, React DOM and the router: one file for
 * them compresses better than four and costs one request, not four, on a slow phone. The ui-kit modules
 * that the shell's own code and the ui-kit entry it provides to the remotes both hold go to one chunk, so
 * they are downloaded once.
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
    uiKit: {
      test: /[\\/]ui-kit[\\/]src[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/,
      chunks: 'all',
      minSize: 0,
      priority: 30,
      reuseExistingChunk: true,
    },
  },
};
