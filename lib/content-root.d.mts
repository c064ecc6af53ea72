/** The content root, absolute: `content/` unless `CONTENT_DIR` points elsewhere. */
export function contentRoot(): string;
