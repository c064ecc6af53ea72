/** The display path of an absolute (or cwd-relative) path: relative to the working directory when inside it. */
export function displayPath(file: string): string;
