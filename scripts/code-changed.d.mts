/** True when one of `paths` (repository-relative, POSIX) is code: anything but content and Markdown documentation. */
export function isCodeChange(paths: readonly string[]): boolean;
/** The files changed between two commits, or undefined when that cannot be told. */
export function changedFiles(before: string | undefined, after: string | undefined): string[] | undefined;
