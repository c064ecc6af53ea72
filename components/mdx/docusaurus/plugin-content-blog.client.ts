/** `@docusaurus/plugin-content-blog/client` for code bundled for the browser: `useBlogPost()`. */
import { blogPostHook, useContentOf } from './content-hooks';

export const useBlogPost = blogPostHook(useContentOf);
