/**
 * What encoding saved, printed once per build (after the assets of every document are copied,
 * lib/mdx/document-outputs.ts): the images the site shows, their bytes as the author saved them, and the
 * bytes a reader gets: the AVIF a phone at 2× picks (the width of IMAGE_WIDTHS that covers its column), and
 * the widest AVIF (what a wide screen at 2× picks at most).
 */
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_CACHE_DIR } from './cache-dir';
import type { EncodedImage } from './encode';
import { COLUMN_PADDING } from './markup';

/** The column of a 390 px phone at 2×, in image pixels. */
const PHONE_2X = (390 - COLUMN_PADDING) * 2;

const VARIANT = /-([0-9a-f]{10})-\d+\.(?:avif|webp|jpg|png|gif)$/;

/** The summary line of the images among these published asset names, or undefined when there are none. */
export function imageSummary(assetNames: Iterable<string>): string | undefined {
  const keys = new Set<string>();
  for (const name of assetNames) {
    const match = VARIANT.exec(name);
    if (match) keys.add(match[1]!);
  }
  if (keys.size === 0 || !fs.existsSync(IMAGE_CACHE_DIR)) return undefined;
  const images: EncodedImage[] = [];
  for (const dir of fs.readdirSync(IMAGE_CACHE_DIR)) {
    if (!keys.has(dir.slice(0, 10))) continue;
    try {
      images.push(JSON.parse(fs.readFileSync(path.join(IMAGE_CACHE_DIR, dir, 'image.json'), 'utf8')) as EncodedImage);
    } catch {
      // A record being written by another build: not counted.
    }
  }
  let before = 0;
  let phone = 0;
  let widest = 0;
  for (const image of images) {
    const avif = image.variants.filter((v) => v.format === 'avif');
    if (avif.length === 0) continue;
    before += image.originalBytes;
    phone += (avif.find((v) => v.width >= PHONE_2X) ?? avif.at(-1)!).bytes;
    widest += avif.at(-1)!.bytes;
  }
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return (
    `Images: ${images.length} served as AVIF and WebP (their own format as fallback) in the column's widths: ` +
    `${mb(before)} as saved → ${mb(phone)} for a phone at 2×, ${mb(widest)} at the widest`
  );
}
