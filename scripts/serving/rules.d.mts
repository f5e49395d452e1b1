// Types of rules.mjs for the TypeScript e2e specs.
export declare const outDir: string;
export declare const notFoundPage: string;
export declare const notFoundPaths: string[];
export declare const frameSources: string[];
export declare const securityHeaders: Record<string, string>;
export declare const headerPolicy: string;
export declare const cachePolicies: { immutable: string; revalidate: string };
export declare function metaPolicy(scriptHashes: string[]): string;
export declare function contentTypeFor(filePath: string): string;
export declare function headersFor(filePath: string): Record<string, string>;
export declare const deniedFeatures: string[];
export declare const nonPagePolicies: { default: string } & Record<string, string>;
export declare function contentSecurityPolicyFor(contentType: string | undefined): string;
export declare const compression: { types: string[]; minBytes: number };
export declare function isCompressible(contentType: string | undefined): boolean;
export declare function expandRedirect(to: string, capturedPath: string): string;
export declare const htmlFileNamePattern: string;
export declare const httpsRedirectStatus: number;
