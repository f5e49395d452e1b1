// Where the nginx site of nginx-conf.ts listens and what it serves: the production values, or test:nginx's.
import { outDir } from '../../content/rules/serving';

/** Where an nginx site listens and what it serves: the production values, or test:nginx's loopback ones. */
export interface NginxPlace {
  http: readonly string[];
  https: readonly string[];
  root: string;
  certificate: string;
  certificateKey: string;
}

export function productionPlace(host: string): NginxPlace {
  return {
    http: ['80', '[::]:80'],
    https: ['443', '[::]:443'],
    root: `/var/www/frio-norte/${outDir}`,
    certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
    certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
  };
}

export const listenLines = (addresses: readonly string[], flags = '') =>
  addresses.map((address) => `    listen ${address}${flags};`).join('\n');
