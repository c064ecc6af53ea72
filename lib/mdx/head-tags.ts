/**
 * `<head>` in an MDX document, as Docusaurus's `head` remark plugin takes it: its tags go into the page's head
 * (`<head><title>…</title><meta name="keywords" content="…" /></head>`). Here its `<meta>` and `<link>` elements are
 * rendered where the block was and React puts them in the head; its `<title>` is the page's `<title>` (the
 * metadata's, lib/metadata.ts), exactly as written, while og:title keeps the page's title, as in Docusaurus.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { decodeHTMLStrict } from 'entities';
import type { VFile } from 'vfile';
import { sourcePathOf } from './vfile-source';

const isElement = (node: unknown, name: string): node is MdxJsxFlowElement =>
  (node as { type?: string }).type === 'mdxJsxFlowElement' && (node as { name?: string }).name === name;
/** An element inside the block: a text element when the block is on one line (`<head><title>…</title></head>`). */
const isChild = (node: unknown, name: string): boolean =>
  isElement(node, name) ||
  ((node as { type?: string }).type === 'mdxJsxTextElement' && (node as { name?: string }).name === name);

/**
 * Replaces each top-level `<head>` block by its elements other than `<title>`, `<html>` and `<body>`. The last two
 * set attributes of the page's root elements through react-helmet in Docusaurus (`<html className="…" />`); here
 * they are left out with a warning, rather than rendered as elements inside the article.
 */
export function remarkHead() {
  return (tree: Root, file: VFile) => {
    if (!tree.children.some((node) => isElement(node, 'head'))) return;
    tree.children = tree.children.flatMap((node): RootContent[] => {
      if (!isElement(node, 'head')) return [node];
      const roots = node.children.filter((child) => isChild(child, 'html') || isChild(child, 'body'));
      if (roots.length > 0) {
        const names = roots.map((r) => `<${(r as MdxJsxFlowElement).name}>`).join(' and ');
        console.warn(
          `warn  [head] ${sourcePathOf(file) ?? file.path ?? 'a document'}:${node.position?.start.line ?? 0}: ${names} in a <head> block set attributes of the page's own root elements, which this site does not apply: left out`,
        );
      }
      return node.children.filter(
        (child) => !isChild(child, 'title') && !isChild(child, 'html') && !isChild(child, 'body'),
      ) as RootContent[];
    });
  };
}

const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm;
const HEAD = /^<head>([\s\S]*?)<\/head>/m;

/** What an MDX body's `<head>` block sets of the page's own head, as Docusaurus's react-helmet lets it replace them. */
export interface HeadBlock {
  /** Its `<title>`, as written (entities decoded). */
  readonly title?: string;
  /**
   * The page tags it replaces: a `<meta>`'s `name` or `property` (`description`, `og:image`), lower-cased, and
   * `canonical` for a `<link rel="canonical">` (react-helmet keeps the innermost tag of a name, a property, a
   * canonical link).
   */
  readonly replaces: readonly string[];
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The `<head>` block of an MDX body (outside code fences); none without one. */
export function headBlockOf(body: string): HeadBlock | undefined {
  if (!body.includes('<head>')) return undefined;
  const head = HEAD.exec(body.replace(FENCE, ''))?.[1];
  if (head === undefined) return undefined;
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
  const replaces = new Set<string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    if (key) replaces.add(key.trim().toLowerCase());
  }
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi))
    if (attribute(tag, 'rel')?.trim().toLowerCase() === 'canonical') replaces.add('canonical');
  return { title: title ? decodeHTMLStrict(title.trim()) : undefined, replaces: [...replaces] };
}
