// Mozilla HTTP Observatory grade of a served copy of the site, computed offline with the scoring of the
// @mdn/mdn-http-observatory package (its tests and score table, the same as the public observatory).
//
// The package's own scan() fetches https://<host>/ on the real ports and needs the HSTS preload list its
// postinstall downloads; neither is possible in CI (loopback ports, no internet, install with --ignore-scripts).
// So the responses are fetched here, from any base URL, arranged as its retriever would arrange them, then
// graded by its tests, score table and grade chart:
//   - the page: GET / on the HTTPS base (the "auto" and "https" responses; its <meta> CSP counts, as there);
//   - the redirect: GET / on the plain-HTTP base, followed once to the HTTPS base (none: no plain HTTP);
//   - CORS: an OPTIONS preflight from another origin.
// The certificate is taken as valid (CI's is self-signed; a deployment's comes from Let's Encrypt or the CDN)
// and the host as not preloaded (an empty preload list instead of the downloaded one: the site is not on it).
//
//   npx tsx tools/serving/observatory.ts <https base> [<http base>] [--insecure] [--host=name]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createClient, type RawResponse } from './checks';

// ------------------------------------------------------------------------------------------ the package

/**
 * The parts of @mdn/mdn-http-observatory used here. The package is JavaScript (ES modules) with JSDoc types only,
 * so its modules are loaded by a computed specifier and described by these interfaces.
 */
interface ObservatoryResponse {
  status: number;
  headers: Record<string, unknown>;
  data: string;
  verified: boolean;
  request: { headers: Record<string, string> };
  httpEquiv?: Map<string, string[]>;
}
interface RedirectEntry {
  url: URL;
  status: number;
}
interface Requests {
  responses: {
    auto: ObservatoryResponse | null;
    https: ObservatoryResponse | null;
    http: ObservatoryResponse | null;
    cors: ObservatoryResponse | null;
    httpRedirects: RedirectEntry[];
    httpsRedirects: RedirectEntry[];
  };
  resources: { path: string | null };
  session: { url: URL; jar: null } | null;
}
/** A test's output: a class instance (its class name names the test). */
interface TestOutput {
  result: string | null;
  pass: boolean | null;
}
interface ObservatoryPackage {
  constants: { ALL_TESTS: ((requests: Requests) => TestOutput)[]; NUM_TESTS: number };
  charts: { MINIMUM_SCORE_FOR_EXTRA_CREDIT: number };
  grader: {
    getGradeForScore(score: number): { grade: string; score: number };
    getScoreDescription(expectation: string): string;
    getScoreModifier(expectation: string): number;
  };
  types: { Requests: new (hostname: string) => Requests };
  retrieverUtils: { parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]> };
}

const packageName = '@mdn/mdn-http-observatory';
const packageDir = path.dirname(createRequire(__filename).resolve(`${packageName}/package.json`));
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');

let observatoryPackage: Promise<ObservatoryPackage> | undefined;

/** The package's modules, loaded once, with the HSTS preload list it reads replaced by an empty one if missing. */
function loadPackage(): Promise<ObservatoryPackage> {
  observatoryPackage ??= (async () => {
    // The package reads its preload list with fs.readFileSync (the default export of "fs") on first use.
    const mutableFs = fs as { readFileSync: typeof fs.readFileSync };
    const readFileSync = fs.readFileSync;
    const withEmptyPreloadList = ((file: fs.PathOrFileDescriptor, options?: Parameters<typeof fs.readFileSync>[1]) => {
      if (typeof file === 'string' && path.resolve(file) === preloadList && !fs.existsSync(preloadList)) return '{}';
      return readFileSync(file, options);
    }) as typeof fs.readFileSync;
    mutableFs.readFileSync = withEmptyPreloadList;
    const load = async <T>(subpath: string): Promise<T> => (await import(`${packageName}/${subpath}`)) as T;
    return {
      constants: await load<ObservatoryPackage['constants']>('src/constants.js'),
      charts: await load<ObservatoryPackage['charts']>('src/grader/charts.js'),
      grader: await load<ObservatoryPackage['grader']>('src/grader/grader.js'),
      types: await load<ObservatoryPackage['types']>('src/types.js'),
      retrieverUtils: await load<ObservatoryPackage['retrieverUtils']>('src/retriever/utils.js'),
    };
  })();
  return observatoryPackage;
}

// ------------------------------------------------------------------------------------------ grading

/**
 * What this site reaches (A+, 120: +10 Cross-Origin-Resource-Policy, +5 Referrer-Policy, +5 frame-ancestors);
 * CI fails on any point lost. Points knowingly left (docs/publicacao.md): +5/+10 for a CSP without
 * 'unsafe-inline' in style-src (next/font and sonner inject <style>), +5 for the HSTS preload list.
 */
export const expectedGrade = { grade: 'A+', score: 120 };

export interface TestGrade {
  name: string;
  result: string | null;
  pass: boolean | null;
  modifier: number;
  description: string;
}

export interface Grade {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: TestGrade[];
}

/** Whether a grade is at least the expected one. */
export function meetsExpectedGrade({ grade, score }: Pick<Grade, 'grade' | 'score'>): boolean {
  return grade === expectedGrade.grade && score >= expectedGrade.score;
}

/** A response as the package's tests read it (axios-like: lower-case header object, `verified`). */
function asResponse(response: RawResponse, requestHeaders: Record<string, string> = {}): ObservatoryResponse {
  const headers: Record<string, unknown> = { ...response.headers };
  // The CSP test calls headers.get() in one branch (axios headers); not enumerable, so never taken for a header.
  Object.defineProperty(headers, 'get', {
    value: (name: string) => headers[name.toLowerCase()] ?? null,
    enumerable: false,
  });
  return { status: response.status, headers, data: response.body, verified: true, request: { headers: requestHeaders } };
}

export interface GradeOptions {
  /** Where the site is served (HTTPS, or the local server standing for it). */
  httpsBase: string;
  /** Its plain-HTTP listener, if any. */
  httpBase?: string;
  /** The public host name the redirect must lead to. */
  host: string;
  /** Accept a self-signed certificate. */
  insecure?: boolean;
}

/** Grades one host. */
export async function observatoryGrade({ httpsBase, httpBase, host, insecure = false }: GradeOptions): Promise<Grade> {
  const { constants, charts, grader, types, retrieverUtils } = await loadPackage();
  const secure = createClient(httpsBase, { insecure });
  const requests = new types.Requests(host);
  const page = await secure.request('/', { headers: { Accept: 'text/html' } });
  if (page.headers['set-cookie']) throw new Error('the page sets cookies: grade them with the real observatory');
  const auto = asResponse(page);
  auto.httpEquiv = retrieverUtils.parseHttpEquivHeaders(page.body, `https://${host}/`);
  requests.responses.auto = auto;
  requests.responses.https = auto;
  requests.resources.path = page.body;
  requests.session = { url: new URL(`https://${host}/`), jar: null };

  if (httpBase) {
    const plain = await createClient(httpBase).request('/');
    requests.responses.http = asResponse(plain);
    const route: RedirectEntry[] = [{ url: new URL(`http://${host}/`), status: plain.status }];
    const location = plain.headers.location;
    if (plain.status >= 300 && plain.status < 400 && location) {
      const target = new URL(location, `http://${host}/`);
      // Followed to the HTTPS listener we test, whatever port the public URL names.
      const followed =
        target.protocol === 'https:' && target.host === host ? page : await createClient(target.origin).request(target.pathname);
      route.push({ url: target, status: followed.status });
    }
    requests.responses.httpRedirects = route;
    requests.responses.httpsRedirects = route;
  }

  const origin = 'https://http-observatory.security.mozilla.org';
  const preflight = await secure.request('/', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
  });
  requests.responses.cors = asResponse(preflight, { origin });

  // As the package's scan(): extra credit counts only once the score without it is an A.
  const results = constants.ALL_TESTS.map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  let passed = 0;
  const tests = results.map((result): TestGrade => {
    const modifier = result.result ? grader.getScoreModifier(result.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    if (result.pass) passed += 1;
    return {
      name: result.constructor.name.replace(/Output$/, ''),
      result: result.result,
      pass: result.pass,
      modifier,
      description: result.result ? grader.getScoreDescription(result.result) : '',
    };
  });
  const { grade, score } = grader.getGradeForScore(
    uncurved >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  return { grade, score, testsPassed: passed, testsQuantity: constants.NUM_TESTS, tests };
}

/** Prints a grade as lines for the CI log. */
export function printGrade(label: string, { grade, score, testsPassed, testsQuantity, tests }: Grade): void {
  console.log(`Mozilla HTTP Observatory, ${label}: ${grade} (score ${score}, ${testsPassed}/${testsQuantity} tests passed)`);
  for (const test of tests) {
    const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
    console.log(`  ${test.pass ? 'pass' : 'FAIL'} ${modifier.padStart(3)}  ${test.name}: ${test.result}`);
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const [httpsBase, httpBase] = argv.filter((arg) => !arg.startsWith('--'));
  if (!httpsBase) {
    console.error('usage: npx tsx tools/serving/observatory.ts <https base> [<http base>] [--insecure] [--host=name]');
    return 2;
  }
  const hostArg = argv.find((arg) => arg.startsWith('--host='));
  const host = hostArg ? hostArg.slice('--host='.length) : new URL(httpsBase).host;
  const result = await observatoryGrade({ httpsBase, httpBase, host, insecure: argv.includes('--insecure') });
  printGrade(httpsBase, result);
  return meetsExpectedGrade(result) ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`observatory: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
