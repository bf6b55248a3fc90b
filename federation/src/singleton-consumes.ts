import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * How a remote's entry picks each shared module, in place of the general one Rspack writes into every
 * remoteEntry.js (≈ 1.9 KB gz: a full semver range parser and twelve loading strategies). RollCall shares
 * only singletons with a fallback and a caret range (shared-config.ts), so one strategy is kept, with the
 * same rules: the loaded version, else the highest; the remote's own copy when the scope has none; a console
 * warning when the version is outside the range. Reads `__webpack_require__` like the code it replaces.
 */
export const singletonConsumesRuntime = `
var rollcallVersionParts = function(version) {
  return version.split(/[-+]/)[0].split(".").map(Number);
};
var rollcallOlder = function(a, b) {
  a = rollcallVersionParts(a);
  b = rollcallVersionParts(b);
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
};
var rollcallSatisfies = function(range, version) {
  var wanted = rollcallVersionParts(range.slice(1)), found = rollcallVersionParts(version), fixed = 0;
  while (fixed < 2 && wanted[fixed] === 0) fixed++;
  for (var i = 0; i < 3; i++) if (found[i] !== wanted[i]) return i > fixed && found[i] > wanted[i];
  return true;
};
var resolveHandler = function(data) {
  var pick = function() {
    var scope = __webpack_require__.S[data.shareScope];
    if (!scope || !__webpack_require__.o(scope, data.shareKey)) return data.fallback();
    var versions = scope[data.shareKey];
    var version = Object.keys(versions).reduce(function(a, b) {
      return !a || (!versions[a].loaded && rollcallOlder(a, b)) ? b : a;
    }, 0);
    if (!rollcallSatisfies(data.requiredVersion, version) && typeof console !== "undefined") {
      console.warn("Unsatisfied version " + version + " from " + versions[version].from + " of shared singleton module " + data.shareKey + " (required " + data.requiredVersion + ")");
    }
    versions[version].loaded = 1;
    return versions[version].get();
  };
  return function() {
    var initialised = __webpack_require__.I(data.shareScope);
    return initialised && initialised.then ? initialised.then(pick) : pick();
  };
};
`;

const HELPERS_START = 'var splitAndConvert';
const HELPERS_END = 'var consumeSharedInstalledModules';
/** What Rspack writes of each shared module that singletonConsumesRuntime does not read. */
const UNREAD_FIELDS =
  /, (?:import: "[^"]*"|strictVersion: (?:true|false)|singleton: (?:true|false)|eager: (?:true|false)|treeShakingMode: null)(?=[,} ])/g;

/**
 * The consumes runtime's source with its helpers replaced by singletonConsumesRuntime, and its data of each
 * shared module reduced to what that reads.
 */
export function withSingletonConsumes(source: string): string {
  const start = source.indexOf(HELPERS_START);
  const end = source.indexOf(HELPERS_END);
  if (start < 0 || end < start || !source.slice(end).includes('resolveHandler(')) {
    throw new Error("Rspack's consumes runtime has changed: update federation/src/singleton-consumes.ts");
  }
  return source.slice(0, start).replace(UNREAD_FIELDS, '') + singletonConsumesRuntime + source.slice(end);
}

/** Every shared module must be what singletonConsumesRuntime handles. */
function assertSingletons(shared: Record<string, { singleton: boolean; strictVersion: boolean; requiredVersion: string }>) {
  for (const [request, config] of Object.entries(shared)) {
    if (!config.singleton || config.strictVersion || !config.requiredVersion.startsWith('^')) {
      throw new Error(`${request} is not a non-strict singleton with a caret range: singleton-consumes.ts cannot load it`);
    }
  }
}

/** Puts singletonConsumesRuntime into a remote's entry. */
export function singletonConsumesPlugin(
  shared: Record<string, { singleton: boolean; strictVersion: boolean; requiredVersion: string }>,
): RspackPluginInstance {
  assertSingletons(shared);
  return {
    apply(compiler: Compiler) {
      compiler.hooks.compilation.tap('RollCallSingletonConsumes', (compilation) => {
        compilation.hooks.runtimeModule.tap('RollCallSingletonConsumes', (module) => {
          const source = module.source;
          if (!module.name.endsWith('consumes_loading') || !source) return;
          source.source = Buffer.from(withSingletonConsumes(source.source.toString('utf-8')), 'utf-8');
        });
      });
    },
  };
}
