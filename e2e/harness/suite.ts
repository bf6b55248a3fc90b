/**
 * The set-up of a suite (one test file), as Jest hooks: Chromium for the file, the data it seeds, and the
 * people of a describe block, each a fresh browser context. Call these at the top of the file or block.
 */
import type { Browser, Page } from 'playwright-core';
import { screenAudit } from './axe';
import { DESKTOP, PHONE, visit, type Visit, type Whereabouts } from './browser';
import { launchChromium } from './chromium';
import { GatewayApi } from './gateway-api';
import { sidewaysOverflowOnPhone } from './page-checks';
import { type ScreenSize, type ShotOptions, screenshotFolder, shoot } from './screenshots';

/** What a hook sets up, for the tests to read once it has (`get` throws if the hook failed). */
function setUp<T>(what: string) {
  let ready = false;
  let value: T | undefined;
  return {
    set(next: T): void {
      value = next;
      ready = true;
    },
    get(): T {
      if (!ready) throw new Error(`${what} was not set up`);
      return value as T;
    },
    /** For the closing hook: undefined when the opening one failed. */
    get current(): T | undefined {
      return value;
    },
  };
}

/** One Chromium for the test file: launched before its first test, closed after its last. */
export function chromiumForThisFile(): () => Browser {
  const chromium = setUp<Browser>('Chromium');
  beforeAll(async () => chromium.set(await launchChromium()));
  afterAll(async () => chromium.current?.close());
  return chromium.get;
}

/** Runs `seed` with the super admin's API client before the tests (see seed.ts) and gives what it returned. */
export function seedBeforeAll<T>(seed: (superadmin: GatewayApi) => Promise<T>): () => T {
  const seeded = setUp<T>('The seeded data');
  beforeAll(async () => {
    const api = await GatewayApi.superadmin();
    try {
      seeded.set(await seed(api));
    } finally {
      await api.dispose();
    }
  });
  return seeded.get;
}

/** One person for the block: a fresh browser context opened before its first test and closed after its last. */
export function personForThisBlock(browser: () => Browser, viewport = DESKTOP, whereabouts: Whereabouts = {}): () => Visit {
  const person = setUp<Visit>('The browser');
  beforeAll(async () => person.set(await visit(browser(), viewport, whereabouts)));
  afterAll(async () => person.current?.close());
  return person.get;
}

/**
 * The screens of a suite as it looks at them: each audited with axe, checked to fit a phone's width and
 * photographed into e2e/screenshots/<suite>/ (at `sizes` unless told); assertClean() then fails with every
 * serious or critical violation of them all.
 */
export function screenLooks(suite: string, sizes: readonly ScreenSize[] = ['desktop', 'phone']) {
  const audit = screenAudit();
  let folder = '';
  beforeAll(async () => {
    folder = await screenshotFolder(suite);
  });
  return {
    async look(page: Page, name: string, shot: ShotOptions = {}): Promise<void> {
      await audit.check(page, name);
      expect([name, await sidewaysOverflowOnPhone(page, PHONE)]).toEqual([name, 0]);
      await shoot(page, folder, name, { sizes, ...shot });
    },
    assertClean: audit.assertClean,
  };
}
