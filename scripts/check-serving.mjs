// Status and header checks of a served copy of the site (scripts/serving/checks.mjs), for any base URL:
//
//   node scripts/check-serving.mjs http://127.0.0.1:3000        (npm start)
//   node scripts/check-serving.mjs http://127.0.0.1:8089        (nginx, npm run test:nginx)
//   node scripts/check-serving.mjs https://www.example.com.br   (a deployed site)
//   node scripts/check-serving.mjs http://www.example.com.br --https-redirect=www.example.com.br
//                                   (its plain-HTTP side: everything redirects to https://<host>)
//   --insecure: accept a self-signed certificate (CI's nginx)
//
// Prints one PASS/FAIL line per check and a final "N passed, N failed" line; exits 1 if any check failed.
import { runChecks } from './serving/checks.mjs';

const baseURL = process.argv[2];
const option = (name) => process.argv.slice(3).find((arg) => arg === name || arg.startsWith(`${name}=`));
const redirectHost = option('--https-redirect')?.split('=')[1];
if (!baseURL || !/^https?:\/\//.test(baseURL)) {
  console.error('usage: node scripts/check-serving.mjs <base URL, e.g. http://127.0.0.1:3000>');
  process.exit(2);
}

console.log(`Checking ${baseURL}`);
const results = await runChecks(
  baseURL,
  (result) => {
    const detail = result.detail ? ` (${result.detail})` : '';
    console.log(`${result.passed ? 'PASS' : 'FAIL'}  ${result.name}${detail}`);
    for (const failure of result.failures) console.log(`        - ${failure}`);
  },
  { insecure: Boolean(option('--insecure')), httpsRedirects: redirectHost ? { host: redirectHost } : undefined },
);
const failed = results.filter((result) => !result.passed).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
