/**
 * Tests that are the steps of one person's flow: each builds on the screen the previous one left. When a step
 * fails, the later steps of that flow fail at once with a pointer to it instead of each waiting out its
 * timeouts on a screen that never came. A step that later ones do not build on says so ({ blocking: false }).
 */
export function flowSteps() {
  let failed: string | null = null;
  return (name: string, run: () => Promise<void>, options: { blocking?: boolean } = {}) =>
    test(name, async () => {
      if (failed) throw new Error(`not run: the earlier step "${failed}" failed`);
      try {
        await run();
      } catch (error) {
        if (options.blocking !== false) failed = name;
        throw error;
      }
    });
}
