export declare function startProduct(options?: {
  www?: string;
  env?: Record<string, string>;
  stdio?: unknown[];
  /** Start on a copy of the demo folder seeded once (not a seed of its own). */
  seeded?: boolean;
}): Promise<{ url: string; dataDir: string; pid: number; stop(): Promise<number | null> }>;
/** How long a start may take (migrations and the demo seed on a loaded machine) before it is an error. */
export declare const START_DEADLINE_MS: number;
