// Types of csp.mjs for the TypeScript tests.
export declare function scriptHash(text: string): string;
export declare function inlineScripts(html: string): string[];
export declare function policyProblems(html: string): string[];
export declare function inputProblems(html: string): string[];
export declare function outputProblems(html: string): string[];
export declare function withCspMeta(html: string): { html: string; policy: string; hashes: string[] };
