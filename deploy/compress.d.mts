export declare function precompress(dir: string): void;
