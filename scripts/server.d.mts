export declare function startProduct(options?: {
  www?: string;
  env?: Record<string, string>;
  stdio?: unknown[];
}): Promise<{ url: string; dataDir: string; pid: number; stop(): Promise<number | null> }>;
