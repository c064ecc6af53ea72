/**
 * The images of an imported site, counted for the import report: the raster images the build will serve as
 * AVIF and WebP in the column's widths (lib/mdx/images/), and those served as they are (SVGs, animated GIFs).
 */
import path from 'node:path';
import sharp from 'sharp';
import { listFiles } from '../../lib/files.mjs';

const RASTER = /\.(png|jpe?g|webp|avif|gif|tiff?)$/i;

/** Counts the images under `root` (node_modules left out). */
export async function countImages(root: string): Promise<{ encoded: number; asIs: number }> {
  const files = listFiles(
    root,
    (name) => RASTER.test(name) || /\.svg$/i.test(name),
    (dir) => dir !== 'node_modules',
  );
  let encoded = 0;
  let asIs = 0;
  for (const file of files) {
    if (/\.svg$/i.test(file)) {
      asIs++;
      continue;
    }
    try {
      const meta = await sharp(path.join(root, file)).metadata();
      if ((meta.pages ?? 1) > 1) asIs++;
      else encoded++;
    } catch {
      asIs++;
    }
  }
  return { encoded, asIs };
}

/** The report's line. */
export const imagesLine = ({ encoded, asIs }: { encoded: number; asIs: number }): string =>
  `  images: ${encoded} served as AVIF and WebP in the column's widths (encoded at build time), ${asIs} as they are (SVG, animated)`;
