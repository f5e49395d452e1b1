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
//   node scripts/serving/observatory.mjs <https base> [<http base>] [--insecure]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from './checks.mjs';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');

// The package reads its preload list with fs.readFileSync on first use; without the download, an empty list.
const readFileSync = fs.readFileSync;
fs.readFileSync = function readFileSyncWithEmptyPreloadList(file, ...rest) {
  if (path.resolve(String(file)) === preloadList && !fs.existsSync(preloadList)) return '{}';
  return readFileSync.call(this, file, ...rest);
};

const { ALL_TESTS, NUM_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');
const { getGradeForScore, getScoreDescription, getScoreModifier } = await import(
  '@mdn/mdn-http-observatory/src/grader/grader.js'
);
const { Requests } = await import('@mdn/mdn-http-observatory/src/types.js');
const { parseHttpEquivHeaders } = await import('@mdn/mdn-http-observatory/src/retriever/utils.js');

/**
 * What this site reaches (A+, 120: +10 Cross-Origin-Resource-Policy, +5 Referrer-Policy, +5 frame-ancestors);
 * CI fails on any point lost. Points knowingly left (README, "Publicação"): +5/+10 for a CSP without
 * 'unsafe-inline' in style-src (next/font, sonner and Radix inject <style>), +5 for the HSTS preload list.
 */
export const expectedGrade = { grade: 'A+', score: 120 };

/** Whether a grade is at least the expected one. */
export function meetsExpectedGrade({ grade, score }) {
  return grade === expectedGrade.grade && score >= expectedGrade.score;
}

/** A response as the package's tests read it (axios-like: lower-case header object, `verified`). */
function asResponse(response, requestHeaders = {}) {
  const headers = { ...response.headers };
  // The CSP test calls headers.get() in one branch (axios headers); not enumerable, so never taken for a header.
  Object.defineProperty(headers, 'get', { value: (name) => headers[name.toLowerCase()] ?? null, enumerable: false });
  return { status: response.status, headers, data: response.body, verified: true, request: { headers: requestHeaders } };
}

/**
 * Grades one host. `httpsBase`: where the site is served (HTTPS, or the local server standing for it);
 * `httpBase`: its plain-HTTP listener, if any; `host`: the public host name the redirect must lead to.
 */
export async function observatoryGrade({ httpsBase, httpBase, host, insecure = false }) {
  const secure = createClient(httpsBase, { insecure });
  const requests = new Requests(host);
  const page = await secure.request('/', { headers: { Accept: 'text/html' } });
  if (page.headers['set-cookie']) throw new Error('the page sets cookies: grade them with the real observatory');
  const auto = asResponse(page);
  auto.httpEquiv = parseHttpEquivHeaders(page.body, `https://${host}/`);
  requests.responses.auto = auto;
  requests.responses.https = auto;
  requests.resources.path = page.body;
  requests.session = { url: new URL(`https://${host}/`), jar: null };

  if (httpBase) {
    const plain = await createClient(httpBase).request('/');
    requests.responses.http = asResponse(plain);
    const route = [{ url: new URL(`http://${host}/`), status: plain.status }];
    const location = plain.headers.location;
    if (plain.status >= 300 && plain.status < 400 && location) {
      const target = new URL(location, `http://${host}/`);
      // Followed to the HTTPS listener we test, whatever port the public URL names.
      const followed = target.protocol === 'https:' && target.host === host ? page : await createClient(target.origin).request(target.pathname);
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
  const results = ALL_TESTS.map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  let passed = 0;
  const tests = results.map((result) => {
    const modifier = result.result ? getScoreModifier(result.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    if (result.pass) passed += 1;
    return {
      name: result.constructor.name.replace(/Output$/, ''),
      result: result.result,
      pass: result.pass,
      modifier,
      description: result.result ? getScoreDescription(result.result) : '',
    };
  });
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { grade, score, testsPassed: passed, testsQuantity: NUM_TESTS, tests };
}

/** Prints a grade as lines for the CI log. */
export function printGrade(label, { grade, score, testsPassed, testsQuantity, tests }) {
  console.log(`Mozilla HTTP Observatory, ${label}: ${grade} (score ${score}, ${testsPassed}/${testsQuantity} tests passed)`);
  for (const test of tests) {
    const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
    console.log(`  ${test.pass ? 'pass' : 'FAIL'} ${modifier.padStart(3)}  ${test.name}: ${test.result}`);
  }
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const [httpsBase, httpBase] = args;
  if (!httpsBase) {
    console.error('usage: node scripts/serving/observatory.mjs <https base> [<http base>] [--insecure] [--host=name]');
    process.exit(2);
  }
  const hostArg = process.argv.find((arg) => arg.startsWith('--host='));
  const host = hostArg ? hostArg.slice('--host='.length) : new URL(httpsBase).host;
  const result = await observatoryGrade({ httpsBase, httpBase, host, insecure: process.argv.includes('--insecure') });
  printGrade(httpsBase, result);
  process.exit(meetsExpectedGrade(result) ? 0 : 1);
}
