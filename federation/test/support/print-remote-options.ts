// Prints what each remote's rspack.config.ts gives the factory, as JSON. A child process, because Rspack
// ships only as an ES module, which Jest cannot load.
import { loadConfig } from '../../src/build';
import { remoteNames } from '../../src/frontends';
import { remoteOptions } from '../../src/rspack-config';

const options = Object.fromEntries(remoteNames.map((name) => [name, remoteOptions(loadConfig(name)[0]!)]));
process.stdout.write(JSON.stringify(options));
