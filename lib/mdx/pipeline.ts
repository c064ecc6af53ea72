/**
 * The one Markdown/MDX pipeline of the site, shared by `.md` (CommonMark + GFM, rendered to HTML) and
 * `.mdx` (compiled to a JavaScript module, then bundled by mdx-bundler). One Shiki highlighter serves every
 * document a process compiles. How the content layer runs it (workers, cache) is lib/mdx/contentlayer-hooks.ts.
 */
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import { visit } from './visit';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { Root as HastRoot } from 'hast';
import type { PluggableList, Processor } from 'unified';
import type { VFile } from 'vfile';
import { remarkAdmonitions } from './admonitions';
import { mdxUiOf } from './vfile-source';
import { remarkCodeMeta } from './code-meta';
import { remarkDocusaurusSyntax } from './docusaurus-syntax';
import { remarkHeadingIds } from './heading-ids';
import { rehypeHeadingSlugs, remarkHeadingSlugs } from './heading-slug';
import { remarkEmoji } from './emoji';
import { remarkTocValues } from './toc-value';
import { remarkHead } from './head-tags';
import { remarkPostContentTitle } from './content-title';
import { remarkContentLinks } from './links';
import { rehypeBlockJsx } from './rehype-block-jsx';
import { rehypeDetails } from './rehype-details';
import { rehypeCollectHeadings } from './collect-headings';
import { remarkMdxEsm } from './remark-mdx-esm';
import { siteConfig } from '../../config/site';
import { docusaurusRules } from '../content/docusaurus-rules';
import { rehypeKeepCodeMeta } from './rehype-keep-meta';
import { rehypeExternalLinks, rehypeHeadingAnchors } from './rehype-headings';
import { rehypeTaskListLabels } from './rehype-task-lists';
import { codeBlockPlugins } from './pretty-code';
import { remarkLiveCode } from './live-code';
import { remarkMermaid } from './mermaid';
import { remarkNpm2yarn, remarkNpm2yarnMarkdown } from './npm2yarn';
import { rehypeImages } from './images/rehype-images';
import { rehypeAfterTruncate } from './truncate';

const { math, katex, mermaid, liveCodeBlock } = siteConfig.markdown;
/** npm2yarn's options, with the label Docusaurus gives bun's tab in the site's release. */
const npm2yarn = siteConfig.markdown.npm2yarn && {
  ...siteConfig.markdown.npm2yarn,
  bunLabel: docusaurusRules(siteConfig.docusaurusVersion).npm2yarnBunLabel,
};

/** Remark plugins for both formats (after parsing). */
export const remarkPlugins: PluggableList = [
  remarkDocusaurusSyntax,
  remarkGfm,
  ...(math ? [remarkMath] : []),
  remarkDirective,
  remarkAdmonitions,
  remarkHeadingIds,
  remarkHeadingSlugs,
  // `:tada:` → 🎉 in text, after the heading ids (Docusaurus's order): markdown.emoji, on by default.
  ...(siteConfig.markdown.emoji ? [remarkEmoji] : []),
  // Each heading's table-of-contents HTML (inline code, emphasis kept), once its id is given and its emoji replaced.
  remarkTocValues,
  remarkPostContentTitle,
  // Before remarkCodeMeta, which gives every block a language Shiki knows.
  ...(mermaid ? [remarkMermaid] : []),
  ...(liveCodeBlock
    ? ([[remarkLiveCode, { position: siteConfig.liveCodeBlock.playgroundPosition, wordsOf: mdxUiOf }]] satisfies PluggableList)
    : []),
  remarkCodeMeta,
  remarkContentLinks,
];

/** Rehype plugins for both formats. */
export const rehypePlugins: PluggableList = [
  // Ids of raw HTML headings (Markdown's got theirs in remarkHeadingSlugs, from the math's TeX source: `$R_s$` → `r_s`).
  rehypeHeadingSlugs,
  rehypeCollectHeadings,
  // KaTeX's HTML and MathML (what screen readers read), as rehype-katex writes them for Docusaurus; the site's options over
  // this project's quiet defaults.
  ...(math ? ([[rehypeKatex, { throwOnError: false, strict: 'ignore', ...katex }]] satisfies PluggableList) : []),
  rehypeHeadingAnchors,
  rehypeExternalLinks,
  rehypeTaskListLabels,
  rehypeImages,
  ...codeBlockPlugins,
];

/**
 * Remark plugins of MDX documents: npm2yarn's tabs (components, so MDX only; first, so that the blocks it makes
 * get the code conventions), the shared ones, then the document's ESM (imports, `toc`).
 */
export const mdxRemarkPlugins: PluggableList = [
  ...(npm2yarn ? ([[remarkNpm2yarn, npm2yarn]] satisfies PluggableList) : []),
  ...remarkPlugins,
  remarkHead,
  remarkMdxEsm,
];

/**
 * Rehype plugins of MDX documents; a post's content after its truncate marker is wrapped last, so that every other
 * plugin sees the document as written.
 */
export const mdxRehypePlugins: PluggableList = [rehypeBlockJsx, rehypeDetails, ...rehypePlugins, rehypeAfterTruncate];

/**
 * rehype-raw for a tree that holds raw HTML other than plain comments (PLAIN_COMMENT), which become comment
 * nodes in one walk of the tree. Any other tree is left as it is: re-parsing it with parse5 changed no byte of
 * the N=1000 bench corpus or of this site, and took 6% of the content layer's CPU.
 */
export function rehypeRawWhenNeeded() {
  const raw = (rehypeRaw as unknown as () => (tree: HastRoot, file: VFile) => HastRoot)();
  return (tree: HastRoot, file: VFile) => {
    let reparse = false;
    visit(tree, 'raw', (node, index, parent) => {
      const comment = PLAIN_COMMENT.exec(node.value);
      if (comment && parent && index !== undefined)
        parent.children[index] = { type: 'comment', value: comment[1]!, position: node.position };
      else reparse = true;
    });
    return reparse ? raw(tree, file) : undefined;
  };
}

/**
 * Raw HTML that is one comment whose text parse5 takes as it is: no `<`, `>` or `--` in it, and no `-` at either
 * end. It becomes the comment node that rehype-raw would make of it, without re-parsing the whole tree: a blog
 * post's `<!-- truncate -->` is often its only raw HTML (every post of the N=1000 bench corpus, 300 of 1,000
 * documents; rehype-raw took 0.45 s of each compile thread's ~11 s there).
 */
const PLAIN_COMMENT = /^<!--(?!-)((?:[^<>-]|-(?!-))*)(?<!-)-->$/;

/** Sets up a unified processor for `.md` files: CommonMark + GFM with raw HTML allowed, to HTML. */
export function configureMarkdown(builder: Processor): void {
  builder
    .use(remarkFrontmatter)
    .use(remarkParse)
    .use(npm2yarn ? ([[remarkNpm2yarnMarkdown, npm2yarn]] satisfies PluggableList) : [])
    .use(remarkPlugins)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeKeepCodeMeta)
    .use(rehypeRawWhenNeeded)
    .use(rehypePlugins)
    .use(rehypeStringify);
}
