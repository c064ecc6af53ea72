/** Compares two posts by ISO `date` (newest first), then by `sourceFilePath`. */
export function comparePosts(a: { date: string; sourceFilePath: string }, b: { date: string; sourceFilePath: string }): number;
