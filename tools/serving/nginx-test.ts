// npm run test:nginx: serves out/ with nginx and the site of deploy/nginx.conf, generated for the loopback (plain
// HTTP on NGINX_PORT, HTTPS on NGINX_TLS_PORT with a self-signed certificate made here with openssl, root out/),
// then
//   1. the serving checks (tools/serving/check-serving.ts) against the HTTPS side (every serving rule),
//   2. their plain-HTTP checks against the HTTP side (everything redirects to https://<host>),
// and stops nginx. The checks pin every header the Mozilla HTTP Observatory grades (docs/publicacao.md). Needs nginx and openssl on the PATH (Debian: apt-get install -y nginx openssl) and a
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
import { nginxConf, siteHost } from './nginx-conf';
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

${nginxConf({ http: [`${host}:${port}`], https: [`${host}:${tlsPort}`], root: out, certificate, certificateKey: key })}
}
`;
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
  const certificate = path.join(tmp, 'cert.pem');
  const key = path.join(tmp, 'key.pem');
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${publicHost}`,
      '-addext',
      `subjectAltName=DNS:${publicHost},IP:${host}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) {
    process.stderr.write(openssl.stderr);
    fail('openssl could not make the self-signed certificate');
  }
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
