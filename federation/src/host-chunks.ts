import type { OptimizationSplitChunksOptions } from '@rspack/core';

/**
 * How the shell's build groups its modules. Every page needs React, React DOM and the router: one file for
 * them compresses better than four and costs one request, not four, on a slow phone. The ui-kit, i18n and federation
 * modules that the shell's own code and the entries it provides to the remotes both hold go to chunks of their
 * own however small, so they are downloaded once (the default leaves a copy in each chunk below 20 KB).
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
    sharedKits: {
      test: /[\\/](ui-kit|i18n|federation)[\\/]src[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/,
      chunks: 'all',
      minSize: 0,
      priority: 30,
      reuseExistingChunk: true,
    },
  },
};
