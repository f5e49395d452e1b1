import type { Page } from '@playwright/test';

/** A node of the browser's accessibility tree, as a screen reader receives it. */
export interface AccessibleNode {
  name: string;
  /** `aria-expanded` as the browser exposes it (also the state HTML gives natively, e.g. to a popovertarget button). */
  expanded: boolean | undefined;
  focused: boolean;
}

/**
 * The rendered (not hidden) nodes of a role and accessible name in Chromium's own accessibility tree, read through
 * the DevTools protocol. Playwright's role checks compute the ARIA state from attributes only, so they cannot see
 * what HTML gives natively (a `popovertarget` button is exposed as expanded while its popover is open); this reads
 * what assistive technology gets. Works with JavaScript off too.
 */
export async function accessibleNodes(page: Page, role: string, name: string): Promise<AccessibleNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, role, accessibleName: name });
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => {
        const property = (key: string) => node.properties?.find((candidate) => candidate.name === key)?.value.value;
        const expanded = property('expanded');
        return {
          name: String(node.name?.value ?? ''),
          expanded: typeof expanded === 'boolean' ? expanded : undefined,
          focused: property('focused') === true,
        };
      });
  } finally {
    await cdp.detach();
  }
}
