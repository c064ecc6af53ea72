/**
 * `<head>` in an MDX document, as Docusaurus's `head` remark plugin takes it: its tags go into the page's head
 * (`<head><title>…</title><meta name="keywords" content="…" /></head>`). Here its `<meta>` and `<link>` elements are
 * rendered where the block was and React puts them in the head; its `<title>` is the page's `<title>` (the
 * metadata's, lib/metadata.ts), exactly as written, while og:title keeps the page's title, as in Docusaurus.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { decodeHTMLStrict } from 'entities';

const isElement = (node: unknown, name: string): node is MdxJsxFlowElement =>
  (node as { type?: string }).type === 'mdxJsxFlowElement' && (node as { name?: string }).name === name;

/** Replaces each top-level `<head>` block by its elements other than `<title>`. */
export function remarkHead() {
  return (tree: Root) => {
    if (!tree.children.some((node) => isElement(node, 'head'))) return;
    tree.children = tree.children.flatMap((node): RootContent[] =>
      isElement(node, 'head') ? (node.children.filter((child) => !isElement(child, 'title')) as RootContent[]) : [node],
    );
  };
}

const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm;
const HEAD = /^<head>([\s\S]*?)^<\/head>/m;

/** The `<title>` of an MDX body's `<head>` block, as written (entities decoded); none without one. */
export function headTitleOf(body: string): string | undefined {
  if (!body.includes('<head>')) return undefined;
  const head = HEAD.exec(body.replace(FENCE, ''))?.[1];
  const title = head && /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
  return title ? decodeHTMLStrict(title.trim()) : undefined;
}
