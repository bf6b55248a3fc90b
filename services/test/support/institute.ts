import type { Identity } from '@rollcall/contracts/internal';
import { createPool, type Pool } from '../../src/db/pool';
import type { StartServicesOptions } from '../../src/services';
import { startTestStack, type TestStack } from './stack';

export interface TestInstitute {
  id: string;
  adminId: string;
  /** The institute's admin, as the gateway would sign them. */
  admin: Identity;
}

let registered = 0;

/**
 * A fresh institute with one admin, written straight into the database (the super admin's calls are
 * tested elsewhere). Each call makes a new, independent institute, so tests do not share rows.
 */
export async function seedInstitute(pool: Pool, name = `Institute ${++registered}`): Promise<TestInstitute> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}-${registered}`;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO institutes (name, email, phone_number, address) VALUES ($1, $2, '080 1234', '1 Road') RETURNING id`,
    [name, `office@${slug}.test`],
  );
  const id = rows[0]!.id;
  const admin = await pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email, password_hash) VALUES ('admin', $1, 'Asha Admin', $2, 'x') RETURNING id`,
    [id, `admin@${slug}.test`],
  );
  const adminId = admin.rows[0]!.id;
  return { id, adminId, admin: { role: 'admin', userId: adminId, instituteId: id } };
}

export interface AdminArea {
  readonly stack: TestStack;
  /** A pool on the stack's database as its owner, for seeding rows and reading what the calls wrote. */
  readonly pool: Pool;
  /** A pool on the stack's database as the application's login (rollcall_app), as the services connect. */
  readonly applicationPool: Pool;
  /** A fresh institute with its admin. */
  institute(name?: string): Promise<TestInstitute>;
}

/**
 * Starts the services for the file's tests (beforeAll) and stops them after (afterAll), with `overrides` of their
 * options (a log to spy on). The stack and pool exist only once beforeAll has run, so read them through the
 * returned object inside hooks and tests.
 */
export function adminAreaStack(overrides: Partial<StartServicesOptions> = {}): AdminArea {
  let stack: TestStack | undefined;
  let pool: Pool | undefined;
  let applicationPool: Pool | undefined;
  beforeAll(async () => {
    stack = await startTestStack(overrides);
    pool = createPool(stack.database.ownerUrl, () => {});
    applicationPool = createPool(stack.database.applicationUrl, () => {});
  }, 60_000);
  afterAll(async () => {
    await applicationPool?.end();
    await pool?.end();
    await stack?.stop();
  });
  const area: AdminArea = {
    get stack() {
      if (!stack) throw new Error('the admin area stack is not started yet');
      return stack;
    },
    get pool() {
      if (!pool) throw new Error('the admin area stack is not started yet');
      return pool;
    },
    get applicationPool() {
      if (!applicationPool) throw new Error('the admin area stack is not started yet');
      return applicationPool;
    },
    institute: (name) => seedInstitute(area.pool, name),
  };
  return area;
}
