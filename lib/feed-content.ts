/**
 * A feed item's content: the post's whole article as its exported page shows it, as Docusaurus's blog plugin takes
 * it (feed.ts `defaultCreateFeedItems`: the built page's `#__blog-post-container`, links and images made absolute
 * against the post's URL, since a feed reader has no base URL).
 */
import type { Element, ElementContent, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';

const hasClass = (node: Element, name: string): boolean => {
  const value = node.properties.className;
  return Array.isArray(value) && value.includes(name);
};

/** The first element (depth first) `test` accepts, below `node`. */
function find(node: Nodes, test: (el: Element) => boolean): Element | undefined {
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/** A `srcset` with each candidate's URL made absolute (`a.png 1x, b.png 2x`). */
const absoluteSrcset = (srcset: string, toAbsolute: (url: string) => string): string =>
  srcset
    .split(',')
    .map((candidate) => {
      const [url, ...descriptors] = candidate.trim().split(/\s+/);
      return url ? [toAbsolute(url), ...descriptors].join(' ') : '';
    })
    .filter(Boolean)
    .join(', ');

/**
 * The nodes of a streamed page's content, in place: a Suspense boundary React streamed (`<template id="B:0">`, filled
 * by `$RC("B:0","S:0")` from the hidden `<div id="S:0">` further down the page, as a compiled MDX article is) takes
 * its segment's nodes; comments (React's markers, the truncate marker) go; URLs become absolute.
 */
function resolve(
  nodes: readonly ElementContent[],
  segmentOf: (boundaryId: string) => Element | undefined,
  toAbsolute: (url: string) => string,
): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'comment') continue;
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    if (node.tagName === 'template' && typeof node.properties.id === 'string' && node.properties.id.startsWith('B:')) {
      const segment = segmentOf(node.properties.id);
      if (segment) out.push(...resolve(segment.children, segmentOf, toAbsolute));
      continue;
    }
    const { properties: p } = node;
    if (typeof p.href === 'string' && p.href !== '') p.href = toAbsolute(p.href);
    if (typeof p.src === 'string' && p.src !== '') p.src = toAbsolute(p.src);
    if (typeof p.poster === 'string' && p.poster !== '') p.poster = toAbsolute(p.poster);
    if (typeof p.srcSet === 'string' && p.srcSet !== '') p.srcSet = absoluteSrcset(p.srcSet, toAbsolute);
    node.children = resolve(node.children, segmentOf, toAbsolute);
    out.push(node);
  }
  return out;
}

/** The elements of a tree whose id starts with `prefix`, by id. */
function elementsById(node: Nodes, prefix: string, into = new Map<string, Element>()): Map<string, Element> {
  if ('children' in node)
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const id = child.properties.id;
      if (typeof id === 'string' && id.startsWith(prefix)) into.set(id, child);
      elementsById(child, prefix, into);
    }
  return into;
}

/**
 * The HTML of a post's article (`<article class="post">`'s `<div class="markdown">`) in its exported page, every
 * link, image and source absolute against `postUrl` (`#anchor` too, as `new URL` resolves it); undefined when the
 * page has no such article.
 */
export function postContentHtml(pageHtml: string, postUrl: string): string | undefined {
  const tree = fromHtml(pageHtml);
  const article = find(tree, (el) => el.tagName === 'article' && hasClass(el, 'post'));
  const body = article && find(article, (el) => el.tagName === 'div' && hasClass(el, 'markdown'));
  if (!body) return undefined;
  const toAbsolute = (url: string): string => {
    try {
      return String(new URL(url, postUrl));
    } catch {
      return url;
    }
  };
  const segments = elementsById(tree, 'S:');
  const completed = new Map([...pageHtml.matchAll(/\$RC\("(B:[^"]+)","(S:[^"]+)"\)/g)].map((m) => [m[1]!, m[2]!]));
  const segmentOf = (boundaryId: string) => segments.get(completed.get(boundaryId) ?? `S:${boundaryId.slice(2)}`);
  return toHtml({ type: 'root', children: resolve(body.children, segmentOf, toAbsolute) });
}
