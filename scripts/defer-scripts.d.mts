// Types of defer-scripts.mjs for the TypeScript e2e specs.
export declare const LOADER_ID: string;
export declare function deferScripts(html: string): string;
export declare function deferredScriptUrls(html: string): string[];
export declare function pageScriptUrls(html: string): string[];
export declare class DeferScriptsError extends Error {}
