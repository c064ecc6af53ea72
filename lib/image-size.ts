/** Intrinsic sizes of image files, read from their headers (image-size), for width and height attributes. */
import fs from 'node:fs';
import { imageSize } from 'image-size';

/** An image file's width and height; undefined when the file cannot be read or is not an image format image-size knows. */
export function imageFileSize(file: string): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(fs.readFileSync(file));
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
