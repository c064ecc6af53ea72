// Types of generate-corpus.mjs for scripts/bench.ts.

export interface PlannedPage {
  kind: 'doc' | 'post' | 'page';
  /** Path inside the content root, e.g. `docs/async/closure-01.md`. */
  file: string;
  title: string;
  tags: string[];
  section?: string;
  position?: number;
  slug?: string;
  /** A post's date: in its front matter, or only in its file name when `undated`. */
  date?: string;
  /** A post in the blog's `bench/` subfolder without `date` in its front matter (dated by its file). */
  undated?: boolean;
}

export interface CorpusPlan {
  seed: number;
  docs: (PlannedPage & { kind: 'doc'; section: string; position: number })[];
  posts: (PlannedPage & { kind: 'post'; slug: string; date: string; undated: boolean })[];
  pages: PlannedPage[];
  categories: { file: string; data: Record<string, unknown> }[];
}

export interface Corpus {
  pages: number;
  docs: number;
  posts: number;
  standalone: number;
  categories: number;
  cjkPerPage: number;
  plan: CorpusPlan;
}

export declare function createRandom(seed: number): () => number;
export declare function countCjk(text: string): number;
export declare function planCorpus(total: number, seed?: number): CorpusPlan;
export declare function generateCorpus(options: { pages: number; dir: string; seed?: number }): Corpus;

/** Counts of addVariants: files written, and the site's pages in every version and locale. */
export interface Variants {
  versionedDocs: number;
  translatedDocs: number;
  translatedPosts: number;
  translatedPages: number;
  /** Versions of each doc section (current and the released ones). */
  versions: number;
  locales: number;
  pages: number;
}

export declare function addVariants(options: {
  dir: string;
  plan: CorpusPlan;
  /** The site config's doc sections (plugin id, folder, sidebar id). */
  sections: { id: string; folder: string; sidebarId: string }[];
  /** Released versions, newest first. */
  versions: string[];
  /** The second locale. */
  locale: string;
  blogFolder?: string;
  pagesFolder?: string;
  /** Every n-th doc and post stays untranslated (default 10; 0: all translated). */
  untranslatedEvery?: number;
}): Variants;
