/**
 * Build-time encoding of a content image with sharp (libvips): AVIF and WebP, plus its own format as the
 * fallback, each in the widths of IMAGE_WIDTHS that are narrower than the original, and the original's width.
 * The encoded files are cached by the image's content hash (`.build/cache/images/`, as compiled documents are
 * in `.build/cache/content/`): an image that did not change is never encoded again, whichever document shows
 * it. SVGs and animated images are not encoded (they are served as they are).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_CACHE_DIR } from './cache-dir';

/**
 * The widths an image is encoded in (never wider than the original, whose own width is added): the article
 * column (lib/mdx/images/markup.ts) on a phone at 1×, 2× and 3× (about 362, 724 and 1086 px), on a desktop
 * at 1× and 2× (at most 768 and 1536 px).
 */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

/** What changes encoded bytes: the settings below and the widths. A new value re-encodes every image once. */
const ENCODER_VERSION = 'avif-q50-e1/webp-q75-e2/jpeg-q80-mozjpeg/png-palette-9-e1-d0/v7';

/** The formats a source can fall back to (what browsers without AVIF/WebP show). */
type FallbackFormat = 'jpeg' | 'png' | 'webp' | 'gif';
/** The formats served. */
export type ImageFormat = 'avif' | 'webp' | FallbackFormat;

/** One encoded file. */
export interface ImageVariant {
  readonly format: ImageFormat;
  readonly width: number;
  /** Its file name in the published asset folder (the showing document's file name, the key, the width). */
  readonly name: string;
  /** Its file name in the cache folder (the key and the width: the same bytes under any name are encoded once). */
  readonly cached: string;
  readonly bytes: number;
}

/** An image as served: its intrinsic size, its encoded variants (none when it is served as it is). */
export interface EncodedImage {
  readonly width: number;
  readonly height: number;
  readonly originalBytes: number;
  /** Modern formats first (AVIF, WebP), the fallback last; each in ascending widths. */
  readonly variants: readonly ImageVariant[];
  /** The fallback format (the original's own, read from its bytes, whatever its extension says). */
  readonly fallback: FallbackFormat;
}

const FALLBACK: Record<string, FallbackFormat> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };
const EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', gif: 'gif' };

/** The widths an image of `width` is encoded in: those of IMAGE_WIDTHS below it, and its own width when under the largest. */
export function widthsFor(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w < width);
  return width <= IMAGE_WIDTHS.at(-1)! ? [...below, width] : below;
}

/** The formats of an image whose own format is `fallback`: AVIF and WebP first (the ones it is not), then its own. */
const formatsFor = (fallback: FallbackFormat): ImageFormat[] =>
  fallback === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', fallback];

function encoder(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'avif':
      // Effort 1: a tenth of effort 4's time (the default) for 10% more bytes, and 40–50% less time than effort 2
      // for 0–1.5% more bytes (the original site's 18 images; 30 of zxuqian.cn's, 2026-11-28).
      return image.avif({ quality: 50, effort: 1 });
    case 'webp':
      // Effort 2 (4 by default): half the time for 4–5% more bytes, in the format few browsers pick over AVIF.
      return image.webp({ quality: 75, effort: 2 });
    case 'jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      // The fallback, which browsers with AVIF or WebP never fetch. Quantizing at effort 1 without dithering took
      // 40% of the default's time for 3% fewer bytes (the original site's and zxuqian.cn's 47 images,
      // 4.4 s against 11.0 s, 2026-11-29): the default's palette search cost as much as the AVIF encode.
      return image.png({ compressionLevel: 9, palette: true, effort: 1, dither: 0 });
    case 'gif':
      return image.gif();
  }
}

const manifestFile = (key: string) => path.join(IMAGE_CACHE_DIR, key, 'image.json');

/** The cached file of a variant (the source its published copy is made from). */
export const cachedVariantPath = (key: string, name: string): string => path.join(IMAGE_CACHE_DIR, key, name);

/** The cache key of an image's bytes (its content hash and the encoder's settings). */
export const imageKey = (data: Buffer): string =>
  crypto
    .createHash('sha256')
    .update(`${ENCODER_VERSION}/${IMAGE_WIDTHS.join(',')}`)
    .update('\0')
    .update(data)
    .digest('hex')
    .slice(0, 16);

/** Counts of this process's work, for the build's summary. */
export const encodeStats = { encoded: 0, cached: 0 };

/** Images being encoded in this process: a second document showing the same image waits for the first encode. */
const pending = new Map<string, Promise<EncodedImage | undefined>>();

/**
 * An image's encoded variants (from the cache, else encoded now and cached), or undefined when it is served
 * as it is: an SVG, an animated image, a format sharp does not read. `stem` names the published files
 * (`banner` → `banner-<key>-800.avif`), whichever document met the bytes first. Returns with `key`, which
 * locates the cached files.
 */
export async function encodeImage(file: string, stem: string): Promise<(EncodedImage & { key: string }) | undefined> {
  const data = fs.readFileSync(file);
  const key = imageKey(data);
  let job = pending.get(key);
  if (!job) {
    job = readOrEncode(data, key).finally(() => pending.delete(key));
    pending.set(key, job);
  }
  const encoded = await job;
  const safeStem = stem.replace(/[^\w-]+/g, '-').slice(0, 60) || 'image';
  return encoded && { ...encoded, key, variants: encoded.variants.map((v) => ({ ...v, name: `${safeStem}-${v.cached}` })) };
}

async function readOrEncode(data: Buffer, key: string): Promise<EncodedImage | undefined> {
  try {
    const cached = JSON.parse(fs.readFileSync(manifestFile(key), 'utf8')) as EncodedImage | { skip: true };
    if ('skip' in cached) return undefined;
    if (cached.variants.every((v) => fs.existsSync(cachedVariantPath(key, v.cached)))) {
      encodeStats.cached++;
      return cached;
    }
  } catch {
    // Not cached yet.
  }
  const encoded = await encode(data, key);
  const dir = path.join(IMAGE_CACHE_DIR, key);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = `${manifestFile(key)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(encoded ?? { skip: true }));
  fs.renameSync(tmp, manifestFile(key));
  return encoded;
}

async function encode(data: Buffer, key: string): Promise<EncodedImage | undefined> {
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    return undefined;
  }
  const fallback = FALLBACK[meta.format ?? ''];
  const animated = (meta.pages ?? 1) > 1;
  if (!fallback || animated || !meta.width || !meta.height) return undefined;
  // EXIF orientation: the served image is upright, and its size is the upright one.
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  const dir = path.join(IMAGE_CACHE_DIR, key);
  fs.mkdirSync(dir, { recursive: true });
  // Each width is decoded and resized once, then encoded in every format from its pixels: a third less CPU than
  // a pipeline per file (the original site's largest JPEG, 4100 px: 0.92 s against 1.46 s for its 12 files).
  const formats = formatsFor(fallback);
  const byWidth = await Promise.all(
    widthsFor(width).map(async (w) => {
      const pixels = await sharp(data)
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width: rawWidth, height: rawHeight, channels } = pixels.info;
      return Promise.all(
        formats.map(async (format): Promise<ImageVariant> => {
          const name = `${key.slice(0, 10)}-${w}.${EXTENSION[format]}`;
          const bytes = await encoder(
            sharp(pixels.data, { raw: { width: rawWidth, height: rawHeight, channels } }),
            format,
          ).toBuffer();
          const target = cachedVariantPath(key, name);
          fs.writeFileSync(`${target}.${process.pid}.tmp`, bytes);
          fs.renameSync(`${target}.${process.pid}.tmp`, target);
          return { format, width: w, name, cached: name, bytes: bytes.length };
        }),
      );
    }),
  );
  // Modern formats first, the fallback last; each in ascending widths.
  const variants = formats.flatMap((_, f) => byWidth.map((forWidth) => forWidth[f]!));
  encodeStats.encoded++;
  return { width, height, originalBytes: data.length, variants, fallback };
}
