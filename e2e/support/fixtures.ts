import { test as base, expect } from '@playwright/test';

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Every page in every test may only talk to the local server: requests to any other
 * host (external images, the Google Maps embed, fonts, analytics) are aborted, so tests
 * never depend on the internet. The route is set on the context, so popups are covered too.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      return localHosts.has(hostname) ? route.continue() : route.abort('blockedbyclient');
    });
    await provide(context);
  },
});

export { expect };
