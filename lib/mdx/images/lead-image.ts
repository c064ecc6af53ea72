/**
 * The article's first image, read from its compiled output (Markdown HTML or MDX code; lib/mdx/images/
 * rehype-images.ts): a picture's AVIF `srcset` and `sizes`, or an image's own `src`, for a `<link rel="preload">` in
 * the head, so that it is the first image the browser asks for (before the navbar's logo), and sooner.
 */

const AVIF = /type[=:]\s*"image\/avif",?\s*srcSet[=:]\s*"([^"]+)",?\s*sizes[=:]\s*"([^"]+)"/gi;

/** The image that loads first: a picture's AVIF `srcset` and `sizes`, or the `src` of an image left as it is. */
export type LeadImage = { readonly srcSet: string; readonly sizes: string } | { readonly src: string };

/**
 * The image that loads first (the one with `fetchpriority="high"`, which rehype-images gives the document's first
 * image): its picture's AVIF sources, or the site path of an image left as it is (an SVG, a GIF). Another site's
 * image is not preloaded.
 */
export function leadImageOf(output: string): LeadImage | undefined {
  const high = /fetch[pP]riority"?\s*[=:]\s*"high"/.exec(output);
  if (!high) return undefined;
  const before = output.slice(0, high.index);
  const avif = [...before.matchAll(AVIF)].at(-1);
  // Its own picture's source: no other picture starts between them.
  if (avif && !/<picture|"picture"/.test(before.slice(avif.index))) return { srcSet: avif[1]!, sizes: avif[2]! };
  // An <img> of Markdown HTML, JSX or compiled MDX (`_components.img`).
  const start = Math.max(before.lastIndexOf('<img'), before.lastIndexOf('"img"'), before.lastIndexOf('.img,'));
  const src = start === -1 ? undefined : /\bsrc[=:]\s*"(\/[^/"][^"]*)"/.exec(before.slice(start))?.[1];
  return src ? { src } : undefined;
}
