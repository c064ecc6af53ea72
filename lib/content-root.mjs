// Where the content is: `content/` unless `CONTENT_DIR` points elsewhere. Plain ESM so the build scripts and
// lib/ share this one rule.
import path from 'node:path';

/** The content root, absolute. */
export const contentRoot = () => path.resolve(process.env.CONTENT_DIR ?? 'content');
