// Types of html-files.mjs for the TypeScript scripts.
export declare function htmlFiles(directory: string): string[];
