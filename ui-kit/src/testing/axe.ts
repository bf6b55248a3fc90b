import axe from 'axe-core';

/** The WCAG 2.0 and 2.1 level A and AA rules, as the browser suite checks every screen against them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical axe violations in `root`, as 'rule: selector' lines (an empty list passes).
 * jsdom lays nothing out, so colour contrast is left to the browser suite.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
