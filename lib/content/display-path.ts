/** How a content file is named in messages: relative to the working directory when inside it, else absolute. */
import path from 'node:path';
import { displayPath as displayFile } from '../display-path.mjs';
import { getContentRoot } from './paths';

/** The display path of a content-relative file path. */
export function displayPath(sourceFilePath: string): string {
  return displayFile(path.join(getContentRoot(), sourceFilePath));
}
