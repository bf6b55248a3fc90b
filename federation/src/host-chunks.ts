import type { OptimizationSplitChunksOptions } from '@rspack/core';

/**
 * How the shell's build groups its modules. Every page needs React, React DOM and the router: one file for
 * them compresses better than four and costs one request, not four, on a slow phone. The modules of ui-kit, i18n
 * and federation, and the table of areas, that the shell's own code and the entries it provides to the remotes
 * both hold go to chunks of their own however small, so they are downloaded once (the default leaves a copy in
 * each chunk below 20 KB).
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
      test: /[\\/](ui-kit|i18n|federation)[\\/]src[\\/]|[\\/]contracts[\\/]src[\\/]areas\.ts$|[\\/]node_modules[\\/]lucide-react[\\/]/,
      chunks: 'all',
      minSize: 0,
      priority: 30,
      reuseExistingChunk: true,
    },
  },
};

/**
 * How a remote's build groups its modules: lucide's icon factory and icons, used by the area's own code and by the
 * ui-kit entries it provides alike, go to chunks of their own however small, so a page downloads each once.
 */
export const remoteChunks: OptimizationSplitChunksOptions = {
  cacheGroups: {
    icons: {
      test: /[\\/]node_modules[\\/]lucide-react[\\/]/,
      chunks: 'all',
      minSize: 0,
      priority: 30,
      reuseExistingChunk: true,
    },
  },
};
