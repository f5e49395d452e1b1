// Status and header checks of a served copy of the site (e2e/support/serving-checks.ts), for any base URL:
//
//   npx tsx tools/serving/check-serving.ts http://127.0.0.1:3000        (npm start)
//   npx tsx tools/serving/check-serving.ts http://127.0.0.1:8089        (nginx, npm run test:nginx)
//   npx tsx tools/serving/check-serving.ts https://www.example.com.br   (a deployed site)
//   npx tsx tools/serving/check-serving.ts http://www.example.com.br --https-redirect=www.example.com.br
//                                   (its plain-HTTP side: everything redirects to https://<host>)
//   --insecure: accept a self-signed certificate (CI's nginx)
//   --platform=cloudflare: a host with URL handling of its own (e2e/support/serving-platforms.ts); own by default
//
// Prints one PASS/FAIL line per check and a final "N passed, N failed" line; exits 1 if any check failed.
import { runChecks, type RunOptions } from '../../e2e/support/serving-checks';
import { platforms, type PlatformName } from '../../e2e/support/serving-platforms';

/** Runs the checks against `baseURL`, printing a line per check; resolves to the number of failed checks. */
export async function checkServing(baseURL: string, options: RunOptions = {}): Promise<number> {
  console.log(`Checking ${baseURL}`);
  const results = await runChecks(
    baseURL,
    (result) => {
      const detail = result.detail ? ` (${result.detail})` : '';
      if (result.hostHandles) {
        console.log(`HOST  ${result.name} (${options.platform?.name}: ${result.hostHandles})`);
        return;
      }
      console.log(`${result.passed ? 'PASS' : 'FAIL'}  ${result.name}${detail}`);
      for (const failure of result.failures) console.log(`        - ${failure}`);
    },
    options,
  );
  const failed = results.filter((result) => !result.passed).length;
  const hostHandled = results.filter((result) => result.hostHandles).length;
  console.log(
    `${results.length - failed - hostHandled} passed, ${failed} failed${hostHandled ? `, ${hostHandled} handled by the host itself` : ''}`,
  );
  return failed;
}

function main(argv: readonly string[]): void {
  const [baseURL, ...rest] = argv;
  const option = (name: string) => rest.find((arg) => arg === name || arg.startsWith(`${name}=`));
  const redirectHost = option('--https-redirect')?.split('=')[1];
  const platformName = (option('--platform')?.split('=')[1] ?? 'own') as PlatformName;
  if (!(platformName in platforms)) {
    console.error(`--platform: one of ${Object.keys(platforms).join(', ')}`);
    process.exit(2);
  }
  if (!baseURL || !/^https?:\/\//.test(baseURL)) {
    console.error(
      'usage: npx tsx tools/serving/check-serving.ts <base URL, e.g. http://127.0.0.1:3000> [--insecure] [--https-redirect=<host>]',
    );
    process.exit(2);
  }
  checkServing(baseURL, {
    insecure: Boolean(option('--insecure')),
    httpsRedirects: redirectHost ? { host: redirectHost } : undefined,
    platform: platforms[platformName],
  }).then(
    (failed) => process.exit(failed > 0 ? 1 : 0),
    (error: unknown) => {
      console.error(`check-serving: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

if (require.main === module) main(process.argv.slice(2));
