import { existsSync, readdirSync, readFileSync } from 'node:fs';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Modules that must never reach the browser import 'server-only', which throws outside React's server
    // condition; the unit tests run them on Node as the build does (the package's own no-op entry).
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/out/'],
};

/**
 * Packages published as ES modules (the unified/remark/rehype family of lib/post-body.ts, feed, and what they
 * import): Jest runs CommonJS and cannot require them, so they are compiled like our own code; every other
 * package is used as it is.
 */
function esmOnlyPackages(directory = 'node_modules', names = new Set()) {
  for (const entry of readdirSync(directory)) {
    if (entry.startsWith('.')) continue;
    const folders = entry.startsWith('@')
      ? readdirSync(`${directory}/${entry}`).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of folders) {
      try {
        const manifest = JSON.parse(readFileSync(`${directory}/${name}/package.json`, 'utf8'));
        if (manifest.type === 'module') names.add(name);
      } catch {
        continue; // Not a package folder.
      }
      // A package may carry its own copy of a dependency in another version.
      if (existsSync(`${directory}/${name}/node_modules`)) esmOnlyPackages(`${directory}/${name}/node_modules`, names);
    }
  }
  return names;
}

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest leaves node_modules untransformed except its own transpiled packages; add the ES-module-only ones.
  const nextPattern = /^\/node_modules\/\(\?!\.pnpm\)\(\?!\((.*)\)\/\)$/;
  const nextPackages = resolved.transformIgnorePatterns.map((pattern) => nextPattern.exec(pattern)?.[1]).find(Boolean);
  const packages = [nextPackages, ...[...esmOnlyPackages()].map((name) => name.replace(/[.+]/g, '\\$&'))].filter(
    Boolean,
  );
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!.pnpm)(?!(?:${packages.join('|')})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => pattern !== '/node_modules/' && !nextPattern.test(pattern)),
  ];
  return resolved;
}
