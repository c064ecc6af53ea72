// Types of measure.mjs for scripts/bench.ts.

export declare const KB: number;
export declare function gzipSize(data: string | Uint8Array): number;
export declare function treeRss(root: number): number;

/** The outcome of one timed build. */
export interface TimedBuild {
  code: number;
  wallSeconds: number;
  peakRssBytes: number;
  /** The build's own split, per step in seconds (`unchanged` when it kept its previous output). */
  timings?: Record<string, number | boolean>;
  loadAverageBefore: number;
}

export declare function timedBuild(options: {
  cwd: string;
  env?: Record<string, string | undefined>;
  logFile: string;
  command?: string;
  args?: string[];
  timingsFile?: string | null;
  interval?: number;
}): Promise<TimedBuild>;

export type ExportKind = 'html' | 'rscPayload' | 'pagefind' | 'nextStatic' | 'other';

export interface ExportStats {
  files: number;
  bytes: number;
  bytesByKind: Record<ExportKind, number>;
  htmlFiles: number;
  htmlGzip?: { median: number; p95: number; max: number; largest: string };
}

export declare function exportStats(root: string): ExportStats;
export declare function scriptSources(html: string): string[];

export interface PageWeight {
  href: string;
  htmlBytes: number;
  htmlGzip: number;
  inlineScriptBytes: number;
  inlineScriptGzip: number;
  links: number;
  scripts: number;
  jsBytes: number;
  jsGzip: number;
  scriptFiles: string[];
}

export declare function pageWeight(
  root: string,
  basePath: string,
  href: string,
  cache?: Map<string, { bytes: number; gzip: number }>,
): PageWeight;
