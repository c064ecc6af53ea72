/**
 * The bench's look at the original site's heaviest post (`/blog/AJAX/`, 11 images): the site this project
 * replaces, imported from ../shared/realworld as tests/helpers/realworld.ts lays it out, built, then weighed
 * for a phone and a desktop reader (scripts/bench/page-weight.mjs) beside the weight before images were
 * encoded, and run through Lighthouse.
 */
import type { LighthouseResult } from './lighthouse.mjs';
import type { PageWeightResult } from './page-weight.mjs';
import { hasRealworld, importSite, makeOriginalSite } from '../../tests/helpers/realworld';

/** The post measured. */
export const ORIGINAL_POST = { name: 'original post', href: '/blog/AJAX/' } as const;

/**
 * Its bytes before images were encoded (commit 43d3ae3, measured with page-weight.mjs the same way): the
 * images as the author saved them, 1.99 MB of 2.3 MB.
 */
export const BYTES_BEFORE: Record<string, number> = { phone: 2_295_965, desktop: 2_336_265 };

/** Imports the original site into a temporary content folder; undefined when the real sites are not beside the checkout. */
export function importOriginalSite(): string | undefined {
  if (!hasRealworld()) return undefined;
  const run = importSite(makeOriginalSite(), 'bench-original');
  if (run.status !== 0) throw new Error(`importing the original site failed:\n${run.report.slice(-3000)}`);
  return run.contentDir;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

/** The post's LCP beside the bare Next app's of the same run (target: within 0.2 s). */
function floorDiff(lighthouse: LighthouseResult, floor?: LighthouseResult): string {
  if (floor?.lcpMs === undefined || lighthouse.lcpMs === undefined) return '';
  const diff = Math.round(lighthouse.lcpMs - floor.lcpMs);
  return ` (floor ${Math.round(floor.lcpMs)} ms, ${diff >= 0 ? '+' : ''}${diff}${diff <= 200 ? ' ✓' : ' ✗'})`;
}

/** The lines the bench prints for the post. */
export function originalPostReport(weights: PageWeightResult[], lighthouse?: LighthouseResult, floor?: LighthouseResult): string {
  const lines = weights.map((w) => {
    const before = BYTES_BEFORE[w.reader];
    const ratio = before
      ? ` (before ${kb(before)}, ${((w.bytes / before) * 100).toFixed(0)}%${w.reader === 'phone' ? `, target ≤ 33% ${w.bytes * 3 <= before ? '✓' : '✗'}` : ''})`
      : '';
    const order = w.noImageBeforeArticle
      ? '✓ no image requested before the article’s first'
      : `✗ first image requested: ${w.firstImageRequest}`;
    return `  ${w.reader.padEnd(8)} ${w.viewport.padEnd(14)} ${kb(w.bytes).padStart(9)}${ratio}; ${w.requests} requests, ${w.imageRequests} images; ${order}`;
  });
  if (lighthouse)
    lines.push(
      `  Lighthouse (mobile): LCP ${Math.round(lighthouse.lcpMs ?? NaN)} ms${floorDiff(lighthouse, floor)}, CLS ${(lighthouse.cls ?? NaN).toFixed(3)}${lighthouse.cls === 0 ? ' ✓' : ' ✗'}, TBT ${Math.round(lighthouse.tbtMs ?? NaN)} ms, score ${lighthouse.score ?? '–'}`,
    );
  return `Original site ${ORIGINAL_POST.href}, read to the end (bytes transferred):\n${lines.join('\n')}`;
}
