export declare function startProduct(options?: {
  www?: string;
  env?: Record<string, string>;
  stdio?: unknown[];
}): Promise<{ url: string; dataDir: string; pid: number; stop(): Promise<number | null> }>;
/** How long a start may take (migrations and the demo seed on a loaded machine) before it is an error. */
export declare const START_DEADLINE_MS: number;
