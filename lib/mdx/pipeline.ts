/**
 * The one Markdown/MDX pipeline of the site, shared by `.md` (CommonMark + GFM, rendered to HTML) and
 * `.mdx` (compiled by mdx-bundler). One Shiki highlighter serves every document of a build.
 */
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeRaw from 'rehype-raw';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { createHighlighter, type Highlighter } from 'shiki';
import type { PluggableList, Processor } from 'unified';
import { remarkAdmonitions } from './admonitions';
import { remarkCodeMeta } from './code-meta';
import { rehypeCodeContrast } from './contrast';
import { rehypeCodeUi } from './rehype-code-ui';
import { remarkDocusaurusSyntax } from './docusaurus-syntax';
import { remarkHeadingIds } from './heading-ids';
import { remarkContentLinks } from './links';
import { rehypeKeepCodeMeta } from './rehype-keep-meta';
import { rehypeExternalLinks, rehypeHeadingAnchors } from './rehype-headings';
import { rehypeTaskListLabels } from './rehype-task-lists';

/** Light and dark Shiki themes (chosen for contrast of highlighted lines in both colour modes). */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

let highlighter: Promise<Highlighter> | undefined;

/** The build's single highlighter; languages load on first use. */
function getHighlighter(options: Parameters<typeof createHighlighter>[0]): Promise<Highlighter> {
  highlighter ??= createHighlighter({ ...options, langs: [] });
  return highlighter;
}

const prettyCodeOptions: PrettyCodeOptions = {
  theme: CODE_THEMES,
  keepBackground: false,
  defaultLang: { block: 'text' },
  getHighlighter,
};

/** Remark plugins for both formats (after parsing). */
export const remarkPlugins: PluggableList = [
  remarkDocusaurusSyntax,
  remarkGfm,
  remarkDirective,
  remarkAdmonitions,
  remarkHeadingIds,
  remarkCodeMeta,
  remarkContentLinks,
];

/** Rehype plugins for both formats. */
export const rehypePlugins: PluggableList = [
  rehypeSlug,
  rehypeHeadingAnchors,
  rehypeExternalLinks,
  rehypeTaskListLabels,
  [rehypePrettyCode, prettyCodeOptions],
  rehypeCodeContrast,
  rehypeCodeUi,
];

/** Configures Contentlayer's unified builder for `.md` files: CommonMark + GFM with raw HTML allowed. */
export function configureMarkdown(builder: Processor): void {
  builder
    .use(remarkFrontmatter)
    .use(remarkParse)
    .use(remarkPlugins)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeKeepCodeMeta)
    .use(rehypeRaw)
    .use(rehypePlugins)
    .use(rehypeStringify);
}
