// Where the nginx site of nginx-conf.ts listens, for which names, and what it serves: the production values, or
// test:nginx's.
import { outDir } from '../../content/rules/serving';
import { DEFAULT_SITE_URL } from '../../content/site-url';

/** The public host of a site address (SITE_URL; the default one when none is given), for nginx's server_name. */
export function siteHost(siteUrl: string = DEFAULT_SITE_URL): string {
  return new URL(siteUrl).host;
}

/**
 * The site's other name, redirected to it: the bare domain for a www. address, the www. name for a bare one. A visitor
 * who types either reaches the site; the certificate must name both (certbot -d www.… -d …).
 */
export function otherHost(host: string): string {
  return host.startsWith('www.') ? host.slice('www.'.length) : `www.${host}`;
}

/** Where an nginx site listens and what it serves: the production values, or test:nginx's loopback ones. */
export interface NginxPlace {
  http: readonly string[];
  https: readonly string[];
  root: string;
  certificate: string;
  certificateKey: string;
}

/**
 * The self-signed certificate Debian and Ubuntu make with the ssl-cert package: the site served by the new server
 * before the domain points there (certbot's own needs the domain), checked at its address by the publication
 * (LIVE_CHECK_ADDRESS), then replaced by certbot's.
 */
export const PROVISIONAL_CERTIFICATE = {
  certificate: '/etc/ssl/certs/ssl-cert-snakeoil.pem',
  certificateKey: '/etc/ssl/private/ssl-cert-snakeoil.key',
} as const;

export function productionPlace(host: string, { provisional = false } = {}): NginxPlace {
  return {
    http: ['80', '[::]:80'],
    https: ['443', '[::]:443'],
    root: `/var/www/frio-norte/${outDir}`,
    ...(provisional
      ? PROVISIONAL_CERTIFICATE
      : {
          certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
          certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
        }),
  };
}

export const listenLines = (addresses: readonly string[], flags = '') =>
  addresses.map((address) => `    listen ${address}${flags};`).join('\n');
