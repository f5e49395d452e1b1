import { defineConfig } from '@playwright/test';
import { journeyConfig } from '../support/journey-config';

const port = Number(process.env.EDITOR_E2E_PORT || 4174);
const baseURL = `http://127.0.0.1:${port}`;
const config = journeyConfig('editor');

/** `npm run test:cms`: marketing's journey in the real editor, then one build of what it saved (e2e/editor/). */
export default defineConfig({
  ...config,
  use: { ...config.use, baseURL },
  webServer: {
    command: 'npm run serve --silent',
    cwd: '../..',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
});
