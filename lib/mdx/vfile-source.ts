/** Which content file a unified pass is compiling. */
import type { VFile } from 'vfile';

/** The content-relative path of the file being compiled (set by Contentlayer on the vfile). */
export function sourcePathOf(file: VFile): string | undefined {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData;
  return raw?.sourceFilePath;
}
