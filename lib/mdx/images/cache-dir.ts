/**
 * Where encoded images are kept between builds (lib/mdx/images/encode.ts), apart from the encoder: what reads the
 * cache (the build's image summary) does not load sharp.
 */
import path from 'node:path';

/** Where encoded images are kept between builds. */
export const IMAGE_CACHE_DIR = path.resolve('.build', 'cache', 'images');
