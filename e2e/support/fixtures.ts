import { test as base, expect } from '@playwright/test';

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * What Chromium logs when the Content-Security-Policy (header or <meta>) refuses something, and what the init
 * script below logs for each `securitypolicyviolation` event the document receives.
 */
const CSP_VIOLATION = /Content Security Policy|securitypolicyviolation/i;

interface SuiteOptions {
  /** The test provokes Content-Security-Policy violations on purpose (e2e/serving/csp.spec.ts). */
  cspViolationsExpected: boolean;
}

/**
 * Every page in every test may only talk to the local server: requests to any other
 * host (external images, the Google Maps embed, fonts, analytics) are aborted, so tests
 * never depend on the internet. The route is set on the context, so popups are covered too.
 *
 * The local server sends the production Content-Security-Policy, so every test also proves that what it
 * does works under it: a test fails if the browser reports any violation on any of its pages.
 */
export const test = base.extend<SuiteOptions>({
  cspViolationsExpected: [false, { option: true }],
  context: async ({ context, cspViolationsExpected }, provide) => {
    await context.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      return localHosts.has(hostname) ? route.continue() : route.abort('blockedbyclient');
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`securitypolicyviolation: ${event.effectiveDirective} ${event.blockedURI || 'inline'}`);
      });
    });
    const violations: string[] = [];
    context.on('console', (message) => {
      if (CSP_VIOLATION.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
    });
    await provide(context);
    if (!cspViolationsExpected) {
      expect(violations, `Content-Security-Policy violations:\n${violations.join('\n')}`).toEqual([]);
    }
  },
});

export { expect };
