/** A content mistake, located at a file (relative to the repo root), a line and, where known, a field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly field: string | undefined,
    readonly detail: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${field ? `field "${field}": ` : ''}${detail}`);
    this.name = 'ContentError';
  }
}
