import { areaRoutes, areas, remotes, roleRoutes } from './areas';
import { roles } from './roles';

const repeated = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the table of areas', () => {
  it('gives no two remotes the same name, folder, port or port variable', () => {
    for (const field of ['name', 'folder', 'port', 'portEnv'] as const) {
      expect([field, repeated(remotes.map((remote) => remote[field]))]).toEqual([field, []]);
    }
  });

  it('gives no two routes the same path', () => {
    expect(repeated(areaRoutes.map((route) => route.path))).toEqual([]);
  });

  it('keeps each remote in mfe-<name>, moved by <NAME>_PORT', () => {
    for (const remote of remotes) {
      expect(remote).toMatchObject({ folder: `mfe-${remote.name}`, portEnv: `${remote.name.toUpperCase()}_PORT` });
    }
  });

  it('gives every role exactly one area', () => {
    expect(roleRoutes.map((route) => route.role).sort()).toEqual([...roles].sort());
  });

  it("names each role's area by one path segment, the API prefix the gateway guards", () => {
    for (const route of roleRoutes) expect(route.path).toMatch(/^\/[a-z][a-z-]*$/);
  });

  it('lists every area, and the remote of each route, in the order of the table', () => {
    expect(areaRoutes.map((route) => route.path)).toEqual(areas.flatMap((area) => area.routes.map((route) => route.path)));
    expect(areaRoutes.map((route) => route.remote)).toEqual(
      areas.flatMap((area) => area.routes.map(() => (area.remote ? area.remote.name : null))),
    );
  });
});
