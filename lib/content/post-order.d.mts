/** Compares two posts by ISO `date` (newest first), then by `sourceFilePath`. */
export function comparePosts(a: { date: string; sourceFilePath: string }, b: { date: string; sourceFilePath: string }): number;
/** A blog's posts in its order: newest first, or that order reversed for `sortPosts: 'ascending'`. */
export function inBlogOrder<T>(newestFirst: T[], sortPosts: 'descending' | 'ascending'): T[];
