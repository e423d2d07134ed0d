// Types of server-runtime.mjs for the TypeScript that imports it (bench).
export declare const NODE_FLAGS: string[];
export declare const MALLOC_TUNABLE: string;
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function execNode(args: string[], env: NodeJS.ProcessEnv): Promise<void>;
export declare const PINNED_NODE: string;
export declare function requirePinnedNode(): void;
