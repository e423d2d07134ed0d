// Types of freshness.mjs for the TypeScript that imports it (tests).
export declare function newestMtime(paths: string[]): number;
export declare function isStale(output: string, sources: string[]): boolean;
