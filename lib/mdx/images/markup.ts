/**
 * What an encoded image looks like in a page: `<picture>` with an AVIF and a WebP `<source>` and the
 * original's format in the `<img>` (browsers without either still show it), each with a `srcset` of the
 * encoded widths and one `sizes` (the article column), and the image's intrinsic width and height.
 */
import { withBase } from '../../routes';
import type { EncodedImage, ImageFormat, ImageVariant } from './encode';

/**
 * The width the article column gives an image (measured: 362 px on a 390 px phone, at most 672 px on a blog
 * post and 768 px on a doc): the viewport less the page's padding, at most COLUMN_WIDTH.
 */
export const COLUMN_PADDING = 28;
export const COLUMN_WIDTH = 768;

/** The `sizes` of an image `width` px wide: the column, or the image's own width when it is narrower. */
export function sizesFor(width: number): string {
  const widest = Math.min(width, COLUMN_WIDTH);
  return `(max-width: ${widest + COLUMN_PADDING}px) calc(100vw - ${COLUMN_PADDING}px), ${widest}px`;
}

const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The public URL of a variant (under the base path). */
export const variantHref = (variant: ImageVariant): string => withBase(`/_assets/${variant.name}`);

const srcSetOf = (variants: readonly ImageVariant[]): string => variants.map((v) => `${variantHref(v)} ${v.width}w`).join(', ');

/** One `<source>` of the picture. */
export interface PictureSource {
  readonly type: string;
  readonly srcSet: string;
  readonly sizes: string;
}

/** Everything a page needs to show an encoded image: the modern sources, and the fallback `<img>`'s attributes. */
export interface Picture {
  readonly sources: PictureSource[];
  readonly img: { src: string; srcSet: string; sizes: string; width: number; height: number };
}

/** The picture of an encoded image. */
export function pictureOf(image: EncodedImage): Picture {
  const sizes = sizesFor(image.width);
  const byFormat = (format: ImageFormat) => image.variants.filter((v) => v.format === format);
  const fallback = byFormat(image.fallback);
  const sources = (['avif', 'webp'] as const)
    .filter((format) => format !== image.fallback && byFormat(format).length > 0)
    .map((format) => ({ type: MIME[format], srcSet: srcSetOf(byFormat(format)), sizes }));
  return {
    sources,
    img: { src: variantHref(fallback.at(-1)!), srcSet: srcSetOf(fallback), sizes, width: image.width, height: image.height },
  };
}

/** How an image loads: the first of an article eagerly and first of all (the likely largest paint), the others when near. */
export const loadingOf = (first: boolean) =>
  first ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
