import { defineConfig } from '@playwright/test';
import { journeyConfig } from '../support/journey-config';

/** `npm run test:blog`: a blog of many posts, built in a temporary copy with generated posts (e2e/blog/). */
export default defineConfig(journeyConfig('blog'));
