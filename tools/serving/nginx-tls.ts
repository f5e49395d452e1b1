// The TLS of deploy/nginx.conf (nginx-conf.ts): Mozilla's intermediate profile, exactly, and HTTP/2 written the way
// the nginx it is for reads it. test:nginx holds the profile to what testssl.sh finds (tls-check.ts).
import { listenLines, type NginxPlace } from './nginx-place';

/**
 * Mozilla's intermediate TLS profile (guidelines 6.0, ssl-config.mozilla.org): TLS 1.2 and 1.3, these TLS 1.2 suites
 * and no others (no CBC, CCM, Camellia, ARIA nor DHE), the client's order. Its first curve, X25519MLKEM768, needs
 * OpenSSL 3.5: Debian 12 and Ubuntu 24.04 have 3.0, which refuses the name, so the list starts at X25519.
 */
export const MOZILLA_INTERMEDIATE = {
  guidelines: '6.0',
  protocols: 'TLSv1.2 TLSv1.3',
  ciphers: [
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
    'ECDHE-RSA-CHACHA20-POLY1305',
  ],
  curves: 'X25519:prime256v1:secp384r1',
} as const;

/** nginx 1.25.1 made HTTP/2 a directive of its own (`http2 on`) and deprecated `listen … http2`. */
export const HTTP2_DIRECTIVE_SINCE = '1.25.1';

/** Whether an nginx version ("1.22.1") has the `http2` directive. */
export function hasHttp2Directive(version: string): boolean {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  const [sinceMajor = 0, sinceMinor = 0, sincePatch = 0] = HTTP2_DIRECTIVE_SINCE.split('.').map(Number);
  return major !== sinceMajor ? major > sinceMajor : minor !== sinceMinor ? minor > sinceMinor : patch >= sincePatch;
}

/** HTTPS: where it listens, HTTP/2, the certificate and Mozilla's intermediate profile. */
export function tlsLines(place: NginxPlace, nginxVersion: string): string {
  const http2 = hasHttp2Directive(nginxVersion);
  return `${listenLines(place.https, http2 ? ' ssl' : ' ssl http2')}
${http2 ? '    http2 on;\n' : ''}
    ssl_certificate ${place.certificate};
    ssl_certificate_key ${place.certificateKey};
    # Mozilla's intermediate profile (guidelines ${MOZILLA_INTERMEDIATE.guidelines}), exactly: no other TLS 1.2 suite is offered.
    ssl_protocols ${MOZILLA_INTERMEDIATE.protocols};
    ssl_ciphers ${MOZILLA_INTERMEDIATE.ciphers.join(':')};
    ssl_ecdh_curve ${MOZILLA_INTERMEDIATE.curves};
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:frio_norte_tls:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;`;
}
