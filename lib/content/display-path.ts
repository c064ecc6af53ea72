/** How a content file is named in messages: relative to the working directory when inside it, else absolute. */
import path from 'node:path';
import { getContentRoot } from './paths';

/** The display path of a content-relative file path. */
export function displayPath(sourceFilePath: string): string {
  const absolute = path.join(getContentRoot(), sourceFilePath);
  const relative = path.relative(process.cwd(), absolute);
  return relative.startsWith('..') ? absolute : relative;
}
