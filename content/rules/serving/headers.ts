// Every header of a response, by the file it sends: its policy, the security headers, its type and its caching.
import { cacheControlFor, cachePolicies } from './caching';
import { cmsPage, cmsPageFile } from './paths';
import { cmsPolicy, cmsSecurityHeaders, contentSecurityPolicyFor, filePolicyFor, securityHeaders } from './policy';
import { contentTypeFor, contentTypes } from './types';

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
