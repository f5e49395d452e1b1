import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as DeferScripts from '../../scripts/defer-scripts.mjs';
import type * as Checks from '../../scripts/serving/checks.mjs';
import type * as Generate from '../../scripts/serving/generate.mjs';
import type * as Rules from '../../scripts/serving/rules.mjs';

/**
 * The build modules the specs reuse (the .mjs files of scripts/) are ES modules shared with plain `node` scripts. Playwright
 * compiles specs to CommonJS, and a static import would become require(), which Playwright's transform and
 * Node's require(esm) do not agree on. A real dynamic import() (hidden from the compiler) loads them as ES
 * modules; the specs only import their types statically.
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/** A module of scripts/, by its path there. */
function load<T>(file: string): Promise<T> {
  const url = pathToFileURL(path.resolve(__dirname, '..', '..', 'scripts', file)).href;
  return nativeImport(url) as Promise<T>;
}

export const loadChecks = () => load<typeof Checks>('serving/checks.mjs');
export const loadGenerate = () => load<typeof Generate>('serving/generate.mjs');
export const loadRules = () => load<typeof Rules>('serving/rules.mjs');
export const loadDeferScripts = () => load<typeof DeferScripts>('defer-scripts.mjs');
