/**
 * The article's first image, read from its compiled output (Markdown HTML or MDX code) when it is a picture
 * (lib/mdx/images/rehype-images.ts): its AVIF `srcset` and `sizes`, for a `<link rel="preload">` in the head,
 * so that it is the first image the browser asks for (before the navbar's logo), and sooner.
 */

const AVIF = /type[=:]\s*"image\/avif",?\s*srcSet[=:]\s*"([^"]+)",?\s*sizes[=:]\s*"([^"]+)"/gi;

/**
 * The AVIF `srcset` and `sizes` of the image that loads first (the one with `fetchpriority="high"`, which
 * rehype-images gives the document's first image), when it is a picture.
 */
export function leadImageOf(output: string): { srcSet: string; sizes: string } | undefined {
  const high = /fetch[pP]riority"?\s*[=:]\s*"high"/.exec(output);
  if (!high) return undefined;
  const before = output.slice(0, high.index);
  const avif = [...before.matchAll(AVIF)].at(-1);
  // Its own picture's source: no other picture starts between them.
  if (!avif || /<picture|"picture"/.test(before.slice(avif.index))) return undefined;
  return { srcSet: avif[1]!, sizes: avif[2]! };
}
