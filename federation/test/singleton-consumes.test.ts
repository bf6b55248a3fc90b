import { singletonConsumesPlugin, singletonConsumesRuntime, withSingletonConsumes } from '../src/singleton-consumes';

interface Version {
  get: () => unknown;
  from: string;
  loaded?: number;
}
type Scope = Record<string, Record<string, Version>>;

/** The runtime's resolveHandler over a share scope, as a remote's entry runs it. */
function handlerOver(scope: Scope | undefined, initialised: unknown = 1) {
  const webpackRequire = {
    S: scope ? { default: scope } : {},
    o: (object: object, key: string) => Object.hasOwn(object, key),
    I: jest.fn(() => initialised),
  };
  const resolveHandler = new Function('__webpack_require__', `${singletonConsumesRuntime}; return resolveHandler;`)(
    webpackRequire,
  ) as (data: object) => () => unknown;
  return (shareKey: string, requiredVersion: string, fallback = () => 'own copy') =>
    resolveHandler({ shareScope: 'default', shareKey, requiredVersion, fallback })();
}

const version = (from: string, loaded?: number): Version => ({ get: () => `${from}'s copy`, from, loaded });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the singleton consumes runtime', () => {
  it("takes the loaded version over a higher one: the shell's React stays the only React", () => {
    const scope = { react: { '19.3.1': version('rollcall_shell', 1), '19.4.0': version('rollcall_landing') } };
    expect(handlerOver(scope)('react', '^19.0.0')).toBe("rollcall_shell's copy");
    expect(scope.react['19.3.1'].loaded).toBe(1);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('takes the highest version when none is loaded yet, and marks it loaded', () => {
    const scope = { swr: { '2.5.1': version('rollcall_shell'), '2.10.0': version('rollcall_admin') } };
    expect(handlerOver(scope)('swr', '^2.0.0')).toBe("rollcall_admin's copy");
    expect(scope.swr['2.10.0'].loaded).toBe(1);
  });

  it("falls back to the remote's own copy when the scope has none", () => {
    expect(handlerOver({})('swr', '^2.0.0')).toBe('own copy');
    expect(handlerOver(undefined)('swr', '^2.0.0')).toBe('own copy');
  });

  it('waits for the share scope to be initialised', async () => {
    const scope = { react: { '19.3.1': version('rollcall_shell', 1) } };
    await expect(handlerOver(scope, Promise.resolve())('react', '^19.0.0')).resolves.toBe("rollcall_shell's copy");
  });

  it.each([
    ['^19.0.0', '19.3.1', true],
    ['^19.0.0', '20.0.0', false],
    ['^19.2.0', '19.1.9', false],
    ['^0.1.0', '0.1.7', true],
    ['^0.1.0', '0.2.0', false],
    ['^0.0.3', '0.0.4', false],
  ])(
    'with the range %s, version %s is accepted: %s (else a console warning, and it is used all the same)',
    (range, found, accepted) => {
      const scope = { lib: { [found]: version('rollcall_shell', 1) } };
      expect(handlerOver(scope)('lib', range)).toBe("rollcall_shell's copy");
      if (accepted) expect(console.warn).not.toHaveBeenCalled();
      else
        expect(console.warn).toHaveBeenCalledWith(
          `Unsatisfied version ${found} from rollcall_shell of shared singleton module lib (required ${range})`,
        );
    },
  );
});

describe('withSingletonConsumes', () => {
  const consumesData =
    '__webpack_require__.consumesLoadingData = { chunkMapping: {"399":["8530"]}, moduleIdToConsumeDataMapping: {"8530": { shareScope: "default", shareKey: "react", import: "react", requiredVersion: "^19.0.0", strictVersion: false, singleton: true, eager: false, fallback: () => (__webpack_require__.e(121).then(() => (() => (__webpack_require__(3696))))), treeShakingMode: null }}, initialConsumes: [] };';
  const rspackRuntime = [
    consumesData,
    'var splitAndConvert = function(str) {};',
    'var resolveHandler = function(data) {};',
    'var consumeSharedInstalledModules = {};',
    '__webpack_require__.f.consumes = function(chunkId, promises) { resolveHandler(data)(); };',
  ].join('\n');

  it("keeps Rspack's data that the runtime reads and its chunk hook, and replaces the helpers between them", () => {
    const replaced = withSingletonConsumes(rspackRuntime);
    expect(replaced.split('\n')[0]).toBe(
      '__webpack_require__.consumesLoadingData = { chunkMapping: {"399":["8530"]}, moduleIdToConsumeDataMapping: {"8530": { shareScope: "default", shareKey: "react", requiredVersion: "^19.0.0", fallback: () => (__webpack_require__.e(121).then(() => (() => (__webpack_require__(3696))))) }}, initialConsumes: [] };',
    );
    expect(replaced).toContain(singletonConsumesRuntime);
    expect(replaced).not.toContain('splitAndConvert');
    expect(replaced.endsWith('__webpack_require__.f.consumes = function(chunkId, promises) { resolveHandler(data)(); };')).toBe(
      true,
    );
  });

  it("fails the build when Rspack's runtime no longer has that shape", () => {
    expect(() => withSingletonConsumes('var consumeSharedInstalledModules = {};')).toThrow(
      "Rspack's consumes runtime has changed",
    );
  });
});

describe('singletonConsumesPlugin', () => {
  it('refuses a shared module it cannot load', () => {
    expect(() => singletonConsumesPlugin({ lib: { singleton: true, strictVersion: true, requiredVersion: '^1.0.0' } })).toThrow(
      'lib is not a non-strict singleton with a caret range',
    );
    expect(() =>
      singletonConsumesPlugin({ lib: { singleton: false, strictVersion: false, requiredVersion: '^1.0.0' } }),
    ).toThrow();
    expect(() =>
      singletonConsumesPlugin({ lib: { singleton: true, strictVersion: false, requiredVersion: '~1.0.0' } }),
    ).toThrow();
  });
});
