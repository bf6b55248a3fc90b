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

  it("puts each role's area at /<role>: where sign-in sends that role, and the API prefix the gateway guards for it", () => {
    for (const route of roleRoutes) expect(route.path).toBe(`/${route.role}`);
  });

  it('lists every area, and the remote of each route, in the order of the table', () => {
    expect(areaRoutes.map((route) => route.path)).toEqual(areas.flatMap((area) => area.routes.map((route) => route.path)));
    expect(areaRoutes.map((route) => route.remote)).toEqual(areas.flatMap((area) => area.routes.map(() => area.remote.name)));
  });
});
