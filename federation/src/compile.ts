import { rspack, type Configuration, type MultiStats, type Stats } from '@rspack/core';

/** Runs one Rspack build of these configurations; rejects with its errors. */
export function compile(config: Configuration[]): Promise<Stats | MultiStats> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error: Error | null, stats?: Stats | MultiStats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error('rspack returned no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
        resolve(stats);
      });
    });
  });
}
