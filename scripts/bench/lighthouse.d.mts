// Types of lighthouse.mjs for scripts/bench.ts.

export interface LighthousePage {
  name: string;
  href: string;
}

export interface LighthouseResult extends LighthousePage {
  url: string;
  score: number | null;
  fcpMs?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  speedIndexMs?: number;
  totalBytes?: number;
  benchmarkIndex?: number;
  runtimeError?: string;
  warnings?: string[];
}

export declare function startGzipServer(options: { root: string; basePath: string }): Promise<number>;

export declare function runLighthouse(options: {
  root: string;
  basePath: string;
  pages: LighthousePage[];
  reportDir: string;
}): Promise<LighthouseResult[]>;
