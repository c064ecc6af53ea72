'use client';

import { use } from 'react';
import { registeredStaticHtml, staticHtmlKey } from '@/lib/navigation/static-html';

/** Blocks seen in this tab, by key (read from the first page's markup, or from a fetched page), newest last. */
const known = new Map<string, string>();
const MAX_KNOWN = 200;
/** Pages fetched for their blocks (a client navigation to a page whose blocks are not known yet), newest last. */
const fetched = new Map<string, Promise<Document>>();
const MAX_FETCHED = 24;

function fetchPage(page: string): Promise<Document> {
  let promise = fetched.get(page);
  if (!promise) {
    promise = fetch(page, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`fetch ${page}: HTTP ${response.status}`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    // A failed fetch is tried again by the next render (Retry reloads the page anyway).
    promise.catch(() => fetched.delete(page));
    fetched.set(page, promise);
    if (fetched.size > MAX_FETCHED) fetched.delete(fetched.keys().next().value!);
  }
  return promise;
}

/** Starts fetching a page's blocks ahead of a navigation to it (a link the reader is about to follow). */
export function prefetchStaticHtml(url: URL): void {
  let page = url.pathname;
  try {
    page = decodeURI(page); // the form the blocks name their page in (withBase of a permalink)
  } catch {
    /* keep as written */
  }
  void fetchPage(page).catch(() => undefined);
}

function blockOf(root: ParentNode, page: string, slot: string): string | undefined {
  const element = root.querySelector(`[data-static-page="${CSS.escape(page)}"][data-static-html="${CSS.escape(slot)}"]`);
  return element ? element.innerHTML : undefined;
}

/** The block's HTML: from the registry in the server render, else from this tab's blocks, the DOM or a fetch. */
function useBlockHtml(page: string, slot: string, given: string | undefined): string {
  if (given !== undefined) return given;
  if (typeof window === 'undefined') return registeredStaticHtml(page, slot);
  const key = staticHtmlKey(page, slot);
  let html = known.get(key) ?? blockOf(document, page, slot);
  if (html === undefined) {
    html = blockOf(use(fetchPage(page)), page, slot);
    if (html === undefined) throw new Error(`the page ${page} has no block "${slot}"`);
  }
  if (known.get(key) !== html) {
    known.delete(key);
    known.set(key, html);
    if (known.size > MAX_KNOWN) known.delete(known.keys().next().value!);
  }
  return html;
}

/** What a block is rendered in: a `<div>`, or a `<script>` whose text is the block (an inline script). */
export type BlockElement = 'div' | 'script';

/**
 * A block of finished HTML that the RSC payload does not carry (lib/navigation/static-html.ts): the server
 * render takes it from the registry; hydration reads it back from the page's markup; a client navigation to
 * another page fetches that page's HTML once (suspending the navigation until it arrives) and takes it there.
 * `html` is given only under `next dev` (components/content/static-html.tsx).
 */
export function StaticHtml({
  page,
  slot,
  className,
  html: given,
  as: Element = 'div',
}: {
  page: string;
  slot: string;
  className?: string;
  html?: string;
  as?: BlockElement;
}) {
  const html = useBlockHtml(page, slot, given);
  return <Element className={className} data-static-page={page} data-static-html={slot} dangerouslySetInnerHTML={{ __html: html }} />;
}
