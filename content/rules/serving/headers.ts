// Every header of a response, by the file it sends: its policy, the security headers, its type and its caching.
import { cacheControlFor, cachePolicies } from './caching';
import { cmsPage, cmsPageFile } from './paths';
import { cmsPolicy, cmsSecurityHeaders, contentSecurityPolicyFor, filePolicyFor, securityHeaders } from './policy';
import { contentTypeFor, contentTypes } from './types';

/**
 * Cloudflare Pages' limits on out/_headers (developers.cloudflare.com/pages/configuration/headers/): at most 100
 * header rules (a path and its headers) in the file, and at most 2,000 characters in one line. Netlify reads the same
 * file with no such limit; the post-build step's file is held to these (scripts/serving/headers-file.test.ts).
 */
export const HEADERS_FILE_RULE_LIMIT = 100;
export const HEADERS_FILE_LINE_LIMIT = 2_000;

/** All headers for a response that sends the file at `filePath` (a public path such as /sobre.html). */
export function headersFor(filePath: string): Record<string, string> {
  if (filePath === cmsPage || filePath === cmsPageFile) {
    return {
      'Content-Security-Policy': cmsPolicy,
      ...cmsSecurityHeaders,
      'Content-Type': contentTypes['.html'] ?? 'text/html; charset=utf-8',
      'Cache-Control': cachePolicies.revalidate,
    };
  }
  const contentType = contentTypeFor(filePath);
  return {
    'Content-Security-Policy': filePolicyFor(filePath) ?? contentSecurityPolicyFor(contentType),
    ...securityHeaders,
    'Content-Type': contentType,
    'Cache-Control': cacheControlFor(filePath),
  };
}
