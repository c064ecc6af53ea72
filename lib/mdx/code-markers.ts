/**
 * Names compiled MDX carries for its renderers (components/content/mdx-evaluate.ts, on the server and in the
 * browser): a module of its own, without dependencies, so that the browser's MDX runtime can read them.
 */

/** The marker compiled MDX carries when it must be rendered in the browser (lib/mdx/remark-mdx-esm.ts sets it). */
export const CLIENT_MARKER = '__mdx_client_runtime';

/**
 * The component that holds, in a compiled MDX post, everything after its truncate marker (lib/mdx/truncate.ts).
 * The post's page renders it as a fragment; the blog's lists render it as nothing, so they show the post up to the
 * marker from the same compiled code.
 */
export const AFTER_TRUNCATE = 'MyBlogAfterTruncate';
