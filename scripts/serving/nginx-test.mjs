// npm run test:nginx: serves out/ with nginx and the generated deploy/nginx.conf (only `listen` and `root`
// replaced), runs scripts/check-serving.mjs against it, stops nginx. Needs nginx on the PATH (Debian:
// apt-get install -y nginx) and a built out/. Everything nginx writes (pid, logs, temp files) goes to a
// temporary directory, removed at the end.
//
//   env: NGINX_PORT (8089), NGINX (nginx binary, default "nginx"), KEEP_NGINX_TMP=1 to keep the directory
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleGeneratedFiles } from './generate.mjs';
import { outDir } from './rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.resolve(root, process.env.OUT_DIR || outDir);
const port = Number(process.env.NGINX_PORT || 8089);
const nginx = process.env.NGINX || 'nginx';
const host = '127.0.0.1';

function fail(message) {
  console.error(`test:nginx: ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(out, 'index.html'))) fail(`${path.relative(root, out)}/index.html not found: run npm run build`);
if (spawnSync(nginx, ['-v']).error) fail(`${nginx} not found: install it (Debian: apt-get install -y nginx)`);
const stale = staleGeneratedFiles();
if (stale.length > 0) fail(`${stale.join(', ')} out of date with rules.mjs: run node scripts/serving/generate.mjs`);

/** deploy/nginx.conf with only the listen and root lines replaced (each must be found). */
function siteConfig() {
  const site = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  let listens = 0;
  let roots = 0;
  const replaced = site
    .replace(/^(\s*)listen [^;]+;\n/gm, (_, indent) => (listens++ === 0 ? `${indent}listen ${host}:${port};\n` : ''))
    .replace(/^(\s*)root [^;]+;$/gm, (_, indent) => {
      roots += 1;
      return `${indent}root ${out};`;
    });
  if (listens === 0 || roots !== 1) fail('deploy/nginx.conf: expected listen lines and one root line');
  return replaced;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'frio-norte-nginx-'));
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const config = `# test:nginx harness: deploy/nginx.conf inside a minimal main config; everything in ${tmp}
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

${siteConfig()}
}
`;
const configPath = path.join(tmp, 'nginx.conf');
writeFileSync(configPath, config);

const args = ['-p', `${tmp}/`, '-c', configPath, '-e', path.join(tmp, 'error.log')];
const syntax = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
if (syntax.status !== 0) {
  process.stderr.write(syntax.stderr);
  fail(`nginx -t rejected the configuration (kept in ${tmp})`);
}

function waitForPort(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${host}:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

console.log(`test:nginx: ${nginx} serving ${path.relative(root, out)} at http://${host}:${port} (config ${configPath})`);
const server = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let exitCode = 1;
try {
  await Promise.race([
    waitForPort(10000),
    new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`nginx exited (${code})`)))),
  ]);
  const check = spawnSync(process.execPath, [path.join(root, 'scripts', 'check-serving.mjs'), `http://${host}:${port}`], {
    stdio: 'inherit',
  });
  exitCode = check.status ?? 1;
} catch (error) {
  console.error(`test:nginx: ${error.message}`);
  if (existsSync(path.join(tmp, 'error.log'))) process.stderr.write(readFileSync(path.join(tmp, 'error.log'), 'utf8'));
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM'); // the nginx master we started (by its pid): stops its workers, then exits
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  if (process.env.KEEP_NGINX_TMP) console.log(`test:nginx: kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
