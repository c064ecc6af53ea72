// Types of page-weight.mjs for scripts/bench.ts.

export interface PageWeightResult {
  reader: string;
  viewport: string;
  bytes: number;
  requests: number;
  imageRequests: number;
  firstImageRequest?: string;
  firstArticleImage?: string;
  noImageBeforeArticle: boolean;
}

export declare function measurePageWeight(options: { root: string; basePath: string; href: string }): Promise<PageWeightResult[]>;
