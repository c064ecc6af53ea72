// The order of a blog's posts, newest first and, on the same date, by source path: the one rule the lists, the
// feeds, the recent-posts sidebar and prev/next follow (lib/content/collections.ts), and that the build reads to
// tell which posts a changed date moves (scripts/lib/incremental.mjs). Plain ESM so both can import it.

/** Compares two posts by ISO `date` (newest first), then by `sourceFilePath`. */
export const comparePosts = (a, b) => b.date.localeCompare(a.date) || a.sourceFilePath.localeCompare(b.sourceFilePath);

/**
 * A blog's posts in its order (`sortPosts`): newest first as `comparePosts` sorts them, or with `'ascending'` that
 * order reversed, as Docusaurus's generateBlogPosts reverses its sorted posts (posts of one date included).
 */
export const inBlogOrder = (newestFirst, sortPosts) => (sortPosts === 'ascending' ? [...newestFirst].reverse() : newestFirst);
