// npm run --silent serving:nginx -- --site-url=https://www.… [--nginx-version=1.22.1] [--provisional] > frio-norte.conf
// The nginx site of deploy/nginx.conf for the school's own address and server: the same rules, its host served and
// its other name (the bare domain) redirected, the certificate paths of certbot for that host, and HTTP/2 written the
// way that nginx reads it. The address is held to the publication check's shape of SITE_URL (https, no path, lower
// case). --provisional: Debian's self-signed certificate instead of certbot's, to serve the site on the new server
// before the domain points there. Prints the file; docs/publicacao.md says where it goes.
import { httpsOrigin } from '../../scripts/publication/setting-shapes';
import { nginxConf } from './nginx-conf';
import { productionPlace, siteHost } from './nginx-place';
import { HTTP2_DIRECTIVE_SINCE } from './nginx-tls';

function option(argv: readonly string[], name: string): string | undefined {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function main(argv: readonly string[]): void {
  const siteUrl = option(argv, 'site-url') ?? process.env.SITE_URL ?? '';
  const nginxVersion = option(argv, 'nginx-version') ?? HTTP2_DIRECTIVE_SINCE;
  const problem = siteUrl ? httpsOrigin()(siteUrl, {}) : 'falta o endereço: --site-url=https://www.…';
  if (problem) {
    console.error(`serving:nginx: ${problem}`);
    process.exit(1);
  }
  if (!/^\d+\.\d+\.\d+$/.test(nginxVersion)) {
    console.error(`serving:nginx: "${nginxVersion}" não é uma versão do nginx (a de nginx -v, como 1.22.1)`);
    process.exit(1);
  }
  const site = siteUrl.replace(/\/$/, '');
  const place = productionPlace(siteHost(site), { provisional: argv.includes('--provisional') });
  process.stdout.write(nginxConf({ siteUrl: site, nginxVersion, place }));
}

main(process.argv.slice(2));
