// npm run test:nginx: serves out/ with nginx and the site of deploy/nginx.conf, generated for the loopback (plain
// HTTP on NGINX_PORT, HTTPS on NGINX_TLS_PORT with a self-signed certificate made here with openssl, root out/),
// then
//   1. the serving checks (tools/serving/check-serving.ts) against the HTTPS side (every serving rule),
//   2. their plain-HTTP checks against the HTTP side (everything redirects to https://<host>),
//   3. the site's other name (the bare domain) over HTTPS: a redirect to https://<host>, the path kept,
//   4. testssl.sh (Debian's package): only the TLS 1.2 suites of Mozilla's intermediate profile, nothing VULNERABLE,
//   5. the publication's live check before the domain moves (LIVE_CHECK_ADDRESS): the site's name, sent to this
//      server's address, gets the built version file,
// and stops nginx. The site is generated for the installed nginx's version (`nginx -v`). The checks pin every header the Mozilla HTTP Observatory grades (docs/publicacao.md). Needs nginx, openssl, curl and testssl on the PATH (Debian: apt-get install -y nginx openssl curl testssl.sh) and a
// built out/. Everything nginx writes (pid, logs, temp files, the certificate) goes to a temporary
// directory, removed at the end.
//
//   env: NGINX_PORT (8089), NGINX_TLS_PORT (NGINX_PORT + 1), NGINX (nginx binary, default "nginx"),
//        OUT_DIR (out), KEEP_NGINX_TMP=1 to keep the directory
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outDir } from '../../content/rules/serving';
import { checkServing } from './check-serving';
import { staleGeneratedFiles } from './generate';
import { nginxConf } from './nginx-conf';
import { otherHost, siteHost } from './nginx-place';
import { runTestssl, TESTSSL, tlsProblems } from './tls-check';
import { readVersionAt } from '../../scripts/publication/live-check';
import { builtVersion } from '../../scripts/publication/site-digest';
import { VERSION_FILE_PATH } from '../../content/rules/publication';
import { removeTemporary, runHarness, stopProcess, waitForPort } from '../harness';

const root = path.resolve(__dirname, '..', '..');
const out = path.resolve(root, process.env.OUT_DIR || outDir);
const port = Number(process.env.NGINX_PORT || 8089);
const tlsPort = Number(process.env.NGINX_TLS_PORT || port + 1);
const nginx = process.env.NGINX || 'nginx';
const host = '127.0.0.1';
const publicHost = siteHost();

function fail(message: string): never {
  console.error(`test:nginx: ${message}`);
  process.exit(1);
}

/** The version of the nginx that runs the test ("1.22.1"): the site is generated for it. */
function installedVersion(): string {
  const said = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr;
  return /nginx\/(\d+\.\d+\.\d+)/.exec(said)?.[1] ?? fail(`could not read the version of ${nginx}: ${said}`);
}

/** The main nginx config of the harness: the site inside a minimal main config, everything in `tmp`. */
function harnessConfig(tmp: string, certificate: string, key: string): string {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `# test:nginx harness: deploy/nginx.conf inside a minimal main config; everything in ${tmp}
${isRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 128; }
http {
    access_log ${tmp}/access.log;
    client_body_temp_path ${tmp}/client_body;
    proxy_temp_path ${tmp}/proxy;
    fastcgi_temp_path ${tmp}/fastcgi;
    uwsgi_temp_path ${tmp}/uwsgi;
    scgi_temp_path ${tmp}/scgi;

${nginxConf({
  place: { http: [`${host}:${port}`], https: [`${host}:${tlsPort}`], root: out, certificate, certificateKey: key },
  nginxVersion: installedVersion(),
})}
}
`;
}

/** A self-signed certificate for both names of the site and the loopback address; its paths. */
function makeCertificate(tmp: string): { certificate: string; key: string } {
  const certificate = path.join(tmp, 'cert.pem');
  const key = path.join(tmp, 'key.pem');
  const names = `subjectAltName=DNS:${publicHost},DNS:${otherHost(publicHost)},IP:${host}`;
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'].concat([
      '-subj',
      `/CN=${publicHost}`,
      '-addext',
      names,
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) {
    process.stderr.write(openssl.stderr);
    fail('openssl could not make the self-signed certificate');
  }
  return { certificate, key };
}

/** The other name over HTTPS (the bare domain of www.…): a permanent redirect to the site's address, path kept. */
async function otherNameProblems(): Promise<string[]> {
  const other = otherHost(publicHost);
  const asked = spawnSync(
    'curl',
    [
      '-ks',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code} %{redirect_url}',
      '--resolve',
      `${other}:${tlsPort}:${host}`,
      `https://${other}:${tlsPort}/sobre?x=1`,
    ],
    { encoding: 'utf8' },
  );
  const expected = `301 https://${publicHost}/sobre?x=1`;
  return asked.stdout.trim() === expected
    ? []
    : [`https://${other}/sobre?x=1 answered "${asked.stdout.trim()}", not "${expected}"`];
}

/** testssl.sh against the HTTPS side: Mozilla's suites only, nothing vulnerable. */
async function tlsCheckProblems(tmp: string): Promise<string[]> {
  if (spawnSync(TESTSSL, ['--version']).error)
    fail(`${TESTSSL} not found: install it (Debian: apt-get install -y testssl.sh)`);
  const problems = tlsProblems(await runTestssl(tmp, publicHost, host, tlsPort));
  if (problems.length === 0)
    console.log('test:nginx: testssl: only the TLS 1.2 suites of Mozilla intermediate, nothing vulnerable');
  return problems;
}

/** The live check at the server's address, as a first publication runs it before the DNS points to the server. */
async function addressCheckProblems(): Promise<string[]> {
  const url = `https://${publicHost}:${tlsPort}${VERSION_FILE_PATH}`;
  const reading = await readVersionAt(host)(url);
  const { digest } = builtVersion(out);
  if ('version' in reading && reading.version.digest === digest) {
    console.log(`test:nginx: ${url} at ${host} (LIVE_CHECK_ADDRESS) serves this build's version file`);
    return [];
  }
  return [`${url} at ${host}: ${'problem' in reading ? reading.problem : 'another version'}`];
}

async function main(): Promise<number> {
  if (!existsSync(path.join(out, 'index.html')))
    fail(`${path.relative(root, out)}/index.html not found: run npm run build`);
  if (spawnSync(nginx, ['-v']).error) fail(`${nginx} not found: install it (Debian: apt-get install -y nginx)`);
  if (spawnSync('openssl', ['version']).error)
    fail('openssl not found: install it (Debian: apt-get install -y openssl)');
  const stale = staleGeneratedFiles();
  if (stale.length > 0)
    fail(`${stale.join(', ')} out of date with content/rules/serving.ts: run npm run serving:generate`);

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'frio-norte-nginx-'));
  const { certificate, key } = makeCertificate(tmp);
  const configPath = path.join(tmp, 'nginx.conf');
  writeFileSync(configPath, harnessConfig(tmp, certificate, key));
  const args = ['-p', `${tmp}/`, '-c', configPath, '-e', path.join(tmp, 'error.log')];
  const syntax = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  if (syntax.status !== 0) {
    process.stderr.write(syntax.stderr);
    fail(`nginx -t rejected the configuration (kept in ${tmp})`);
  }

  const httpsBase = `https://${host}:${tlsPort}`;
  const httpBase = `http://${host}:${port}`;
  console.log(
    `test:nginx: ${nginx} serving ${path.relative(root, out)} at ${httpsBase} and ${httpBase} (config ${configPath})`,
  );
  const server = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await Promise.race([
      Promise.all([waitForPort(host, port, 10000, 'nginx'), waitForPort(host, tlsPort, 10000, 'nginx')]),
      new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`nginx exited (${code})`)))),
    ]);
    const failures: string[] = [];
    if ((await checkServing(httpsBase, { insecure: true })) > 0) failures.push('serving checks over HTTPS');
    if ((await checkServing(httpBase, { httpsRedirects: { host: publicHost } })) > 0)
      failures.push('plain-HTTP redirect checks');
    failures.push(...(await otherNameProblems()), ...(await tlsCheckProblems(tmp)), ...(await addressCheckProblems()));
    if (failures.length > 0) console.error(`test:nginx: failed: ${failures.join('; ')}`);
    return failures.length > 0 ? 1 : 0;
  } catch (error) {
    console.error(`test:nginx: ${error instanceof Error ? error.message : String(error)}`);
    if (existsSync(path.join(tmp, 'error.log')))
      process.stderr.write(readFileSync(path.join(tmp, 'error.log'), 'utf8'));
    return 1;
  } finally {
    // The nginx master we started (by its pid): stops its workers, then exits.
    await stopProcess(server);
    removeTemporary('test:nginx', 'KEEP_NGINX_TMP', [tmp]);
  }
}

runHarness('test:nginx', main);
