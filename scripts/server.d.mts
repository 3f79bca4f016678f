export declare function freePort(): Promise<number>;
export declare function startProduct(options?: { www?: string; env?: Record<string, string>; stdio?: unknown }): Promise<{ url: string; dataDir: string; stop(): Promise<void> }>;
