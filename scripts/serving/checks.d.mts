// Types of checks.mjs for the TypeScript e2e specs.
export interface CheckResult {
  failures: string[];
  detail?: string;
}
export interface Check {
  name: string;
}
export declare const checks: Check[];
export declare function runCheck(baseURL: string, name: string): Promise<CheckResult>;
export declare function runChecks(
  baseURL: string,
  report?: (result: CheckResult & { name: string; passed: boolean }) => void,
  options?: { insecure?: boolean; httpsRedirects?: { host: string } },
): Promise<(CheckResult & { name: string; passed: boolean })[]>;
export declare const httpsRedirectChecks: Check[];
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  body: string;
}
export interface Client {
  baseURL: string;
  request(rawPath: string, options?: { method?: string; headers?: Record<string, string> }): Promise<RawResponse>;
}
export declare function createClient(baseURL: string, options?: { insecure?: boolean }): Client;
export declare function hostilePaths(): string[];
export declare function isSameSiteLocation(location: string | undefined): boolean;
