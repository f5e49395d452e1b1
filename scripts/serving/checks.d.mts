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
): Promise<(CheckResult & { name: string; passed: boolean })[]>;
