// deploy/nginx.conf from content/rules/serving.ts (written by generate.ts, proved by nginx-test.ts).
import {
  badRequestPage,
  cachePolicies,
  cmsPage,
  cmsPageFile,
  cmsPolicy,
  cmsSecurityHeaders,
  compression,
  contentTypes,
  defaultContentType,
  expandRedirect,
  filePolicies,
  headerPolicy,
  htmlFileNamePattern,
  httpsRedirectStatus,
  immutablePrefixes,
  mediaTypeOf,
  nonPagePolicies,
  noStorePaths,
  notFoundPage,
  notFoundPaths,
  patternRegex,
  redirects,
  redirectStatus,
  securityHeaders,
} from '../../content/rules/serving';
import { GENERATED } from './cloudfront';
import { listenLines, otherHost, productionPlace, siteHost, type NginxPlace } from './nginx-place';
import { hasHttp2Directive, HTTP2_DIRECTIVE_SINCE, tlsLines } from './nginx-tls';
import { DEFAULT_SITE_URL } from '../../content/site-url';

/** A redirect rule's pattern with its capture renamed (nginx variables share one namespace). */
function renamedCapture(pattern: string, name: string): string {
  return pattern.replace('(?<path>', `(?<${name}>`);
}

// ---------------------------------------------------------------------------------------------- nginx

function nginxTypes(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(contentTypes)) {
    const mediaType = mediaTypeOf(type);
    byType.set(mediaType, [...(byType.get(mediaType) ?? []), extension.slice(1)]);
  }
  return [...byType].map(([type, extensions]) => `        ${type} ${extensions.join(' ')};`).join('\n');
}

function nginxCharsetTypes(): string {
  const types = Object.values(contentTypes)
    .filter((type) => /;\s*charset=utf-8/i.test(type))
    .map(mediaTypeOf);
  return [...new Set(types.filter((type) => type !== 'text/html'))].join(' ');
}

/**
 * add_header lines: the security headers (without Strict-Transport-Security on plain HTTP), the Cache-Control
 * and the Content-Security-Policy given (a quoted literal or the $frio_norte_csp variable).
 */
function nginxHeaders(
  cacheControl: string,
  indent: string,
  csp = '$frio_norte_csp',
  { https = true, security = securityHeaders }: { https?: boolean; security?: Readonly<Record<string, string>> } = {},
): string {
  const headers = Object.entries({ ...security, 'Cache-Control': cacheControl }).filter(
    ([name]) => https || name !== 'Strict-Transport-Security',
  );
  return [
    `${indent}add_header Content-Security-Policy ${csp} always;`,
    ...headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`),
  ].join('\n');
}

/** A value as an nginx string literal. */
const quoted = (value: string) => `"${value}"`;

/**
 * nginx regex of the file names of a media type, by their extensions in content/rules/serving/types.ts ("image/svg+xml" ->
 * "~*\.(svg)$"): the policy follows the file sent ($uri after try_files or error_page), not the Content-Type,
 * which nginx leaves out of a 304 (whose headers the browser merges into those of the cached page).
 */
function fileNameRegex(type: string): string {
  const extensions = Object.entries(contentTypes)
    .filter(([, contentType]) => mediaTypeOf(contentType) === type)
    .map(([extension]) => extension.slice(1));
  return `~*\\.(${extensions.join('|')})$`;
}

/** An error page: only reachable through error_page, sent with the page headers (its <meta> policy needs them). */
function nginxErrorPageLocation(page: string): string {
  return `
    location = ${page} {
        internal;
${nginxHeaders(cachePolicies.revalidate, '        ')}
    }`;
}

export interface NginxOptions {
  /** The site's address (SITE_URL): its host is served, its other name redirected to it. */
  siteUrl?: string;
  place?: NginxPlace;
  /** The nginx it is for (`nginx -v`): before 1.25.1, HTTP/2 is a parameter of `listen`. */
  nginxVersion?: string;
}

/** The redirects and the policy by file type, as the two maps the server blocks read. */
function nginxMaps(): string {
  const mapLines = redirects.map(({ name, pattern, to }) => {
    const regex = `~^${renamedCapture(pattern, 'frio_norte_path')}(?<frio_norte_query>\\?.*)?$`;
    const value = `${expandRedirect(to, '$frio_norte_path')}$frio_norte_query`;
    return `    # ${name}\n    "${regex}" "${value}";`;
  });
  const { default: otherPolicy, ...policyByType } = nonPagePolicies;
  const cspLines = [
    `    default ${quoted(otherPolicy)};`,
    // A map tries its regular expressions in order: a file with a policy of its own (the search worker) before its type.
    ...filePolicies.map(({ pattern, policy }) => `    "~${patternRegex(pattern)}" ${quoted(policy)};`),
    `    "${fileNameRegex('text/html')}" ${quoted(headerPolicy)};`,
    ...Object.entries(policyByType).map(([type, policy]) => `    "${fileNameRegex(type)}" ${quoted(policy)};`),
  ];
  return `# Redirects (${redirectStatus}), decided on the raw request URI (never the decoded $uri, which could put CR/LF
# into the Location header); the query string is kept.
map $request_uri $frio_norte_redirect {
    default "";
${mapLines.join('\n')}
}

# Content-Security-Policy by the type of the file sent: pages get theirs (with the per-page <meta>), every
# other response a locked-down policy (an SVG or any file opened directly runs nothing).
map $uri $frio_norte_csp {
${cspLines.join('\n')}
}`;
}

/** Plain HTTP for both names, and HTTPS for the other name: a permanent redirect to the site's address. */
function redirectServers(host: string, place: NginxPlace, nginxVersion: string): string {
  const { default: otherPolicy } = nonPagePolicies;
  const other = otherHost(host);
  return `# Plain HTTP, for ${host} and ${other}: a permanent redirect to the same path on https://${host}, nothing
# else. No Strict-Transport-Security here: browsers ignore it over HTTP; they get it from the HTTPS answer.
server {
${listenLines(place.http)}
    server_name ${host} ${other};
    server_tokens off;

${nginxHeaders(cachePolicies.revalidate, '    ', quoted(otherPolicy), { https: false })}

    return ${httpsRedirectStatus} https://${host}$request_uri;
}

# HTTPS for ${other}: the same redirect (its certificate must name both).
server {
${tlsLines(place, nginxVersion)}
    server_name ${other};
    server_tokens off;

${nginxHeaders(cachePolicies.revalidate, '    ', quoted(otherPolicy))}

    return ${httpsRedirectStatus} https://${host}$request_uri;
}`;
}

/** What the site's server sets before its locations: types, charset, compression, error pages, redirects. */
function siteBasics(): string {
  const { default: otherPolicy } = nonPagePolicies;
  return `    server_tokens off;
    absolute_redirect off;
    autoindex off;
    etag on;

    types {
${nginxTypes()}
    }
    default_type ${defaultContentType};
    charset utf-8;
    charset_types ${nginxCharsetTypes()};

    gzip on;
    gzip_vary on;
    gzip_min_length ${compression.minBytes};
    gzip_types ${compression.types.filter((type) => type !== 'text/html').join(' ')};

    # Every unknown path: the 404 page, with status 404. A malformed request (a broken percent escape, a NUL
    # byte, ".." above the root), which nginx rejects by itself: the malformed-request page, with status 400.
    error_page 404 ${notFoundPage};
    error_page 400 ${badRequestPage};

    # For responses made here rather than in a location (redirects).
${nginxHeaders(cachePolicies.revalidate, '    ', quoted(otherPolicy))}

    if ($frio_norte_redirect) {
        return ${redirectStatus} $frio_norte_redirect;
    }
${nginxErrorPageLocation(notFoundPage)}
${nginxErrorPageLocation(badRequestPage)}
${notFoundPaths.map((notFoundPath) => `\n    location = ${notFoundPath} {\n        return 404;\n    }`).join('')}`;
}

/** The site's locations: what is not a page, the editor, the fingerprinted and uncached files, clean URLs. */
function siteLocations(): string {
  const revalidate = cachePolicies.revalidate;
  return `    # A decoded path still ending in "/" (e.g. //sobre/ or /sobre%2F, which the raw-URI redirect leaves
    # alone) is not a page; without this, try_files would treat it as a directory.
    location ~ /$ {
        return 404;
    }

    # A decoded path naming an .html file (/404%2ehtml, /index%2Ehtml: the raw forms redirect above) is not
    # a page either: pages are served at their clean URL only.
    location ~ ${htmlFileNamePattern} {
        return 404;
    }

    location = / {
        try_files /index.html =404;
${nginxHeaders(revalidate, '        ')}
    }

    # The content editor (a route handler of next build), with its own policy.
    location = ${cmsPage} {
        try_files ${cmsPageFile} =404;
${nginxHeaders(revalidate, '        ', quoted(cmsPolicy), { security: cmsSecurityHeaders })}
    }
${immutablePrefixes
  .map(
    (prefix) => `
    # Fingerprinted files (content hash in the name).
    location ${prefix} {
        try_files $uri =404;
${nginxHeaders(cachePolicies.immutable, '        ')}
    }`,
  )
  .join('')}
${noStorePaths
  .map(
    (filePath) => `
    # Never kept by a cache: says which build is live (content/rules/publication.ts).
    location = ${filePath} {
        try_files $uri =404;
${nginxHeaders(cachePolicies.noStore, '        ')}
    }`,
  )
  .join('')}

    # Clean URLs: /sobre is sobre.html; files are served as they are.
    location / {
        try_files $uri $uri.html =404;
${nginxHeaders(revalidate, '        ')}
    }`;
}

/**
 * The nginx site for a site address: two maps, the site's HTTPS server (first: the default for its ports), and the
 * redirects of plain HTTP and of the other name, all for the http context (e.g. /etc/nginx/conf.d/).
 */
export function nginxConf({
  siteUrl = DEFAULT_SITE_URL,
  place = productionPlace(siteHost(siteUrl)),
  nginxVersion = HTTP2_DIRECTIVE_SINCE,
}: NginxOptions = {}): string {
  const host = siteHost(siteUrl);
  return `# ${GENERATED}
#
# nginx site for the static export at https://${host}, for nginx ${hasHttp2Directive(nginxVersion) ? `${HTTP2_DIRECTIVE_SINCE} or newer` : `older than ${HTTP2_DIRECTIVE_SINCE}`}. Every block belongs in the http
# context: copy this file to /etc/nginx/conf.d/frio-norte.conf (Debian/Ubuntu include conf.d/*.conf there), put
# the export in the root below, then \`nginx -t && systemctl reload nginx\`. For another address or nginx version:
#   npm run --silent serving:nginx -- --site-url=https://www.… --nginx-version=$(nginx -v 2>&1 | grep -oE '[0-9]+[.][0-9]+[.][0-9]+')
# (docs/publicacao.md). HTTPS: ${
    place.certificate.startsWith('/etc/letsencrypt/')
      ? `the certificate paths are those of \`certbot certonly\` for ${host} and
# ${otherHost(host)}`
      : `a provisional certificate (${place.certificate}),
# until certbot's for ${host} and ${otherHost(host)}`
  }; plain HTTP only redirects to HTTPS. CI (npm run test:nginx) serves out/ with this file made for a
# loopback port, its root and a self-signed certificate (tools/serving/nginx-test.ts), everything else the same.

${nginxMaps()}

server {
${tlsLines(place, nginxVersion)}
    server_name ${host};
    root ${place.root};

${siteBasics()}

${siteLocations()}
}

${redirectServers(host, place, nginxVersion)}
`;
}
