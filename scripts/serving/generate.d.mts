// Types of generate.mjs for the TypeScript e2e specs.
export declare function serveConfig(): Record<string, unknown>;
export declare function headersFile(): string;
export declare function nginxConf(): string;
export declare function cloudfrontFunction(): string;
export declare function generatedFiles(): Record<string, string>;
export declare function staleGeneratedFiles(): string[];
