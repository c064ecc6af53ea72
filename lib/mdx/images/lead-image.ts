/**
 * The article's first image, read from its compiled output (Markdown HTML or MDX code) when it is a picture
 * (lib/mdx/images/rehype-images.ts): its AVIF `srcset` and `sizes`, for a `<link rel="preload">` in the head,
 * so that it is the first image the browser asks for (before the navbar's logo), and sooner.
 */

/** The first `<source type="image/avif">`'s srcset and sizes, when no other image with a srcset comes before it. */
export function leadImageOf(output: string): { srcSet: string; sizes: string } | undefined {
  const first = /srcset/i.exec(output);
  const avif = /type[=:]\s*"image\/avif",?\s*srcSet[=:]\s*"([^"]+)",?\s*sizes[=:]\s*"([^"]+)"/i.exec(output) ?? undefined;
  if (!avif || !first || first.index < avif.index) return undefined;
  return { srcSet: avif[1]!, sizes: avif[2]! };
}
