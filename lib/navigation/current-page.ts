/**
 * The doc being rendered, for the few MDX components that show something about their own page
 * (`@theme/DocCardList` without items). Kept per render with React's `cache`, which a server render scopes
 * to one request: one page of the static export.
 */
import { cache } from 'react';
import type { DocSectionId } from '../../config/site';

/** Where a doc sits: its section, its URL and the sidebar it shows. */
export interface CurrentDoc {
  readonly sectionId: DocSectionId;
  readonly href: string;
  readonly displayedSidebar?: string | null;
}

const store = cache((): { doc?: CurrentDoc } => ({}));

/** Records the doc this render shows (called by the doc page before its body renders). */
export function setCurrentDoc(doc: CurrentDoc): void {
  store().doc = doc;
}

/** The doc this render shows, if it is a doc page. */
export const getCurrentDoc = (): CurrentDoc | undefined => store().doc;

/** The document of the page's article, for `useDoc()`/`useBlogPost()` in MDX rendered at build time (lib/content/content-context.ts). */
type Content = import('../content/content-context').ContentContextValue;

const contentStore = cache((): { content?: Content } => ({}));

/** Records the article's document (called by the article body before its MDX renders). */
export function setCurrentContent(content: Content): void {
  contentStore().content = content;
}

/** The article's document, if the page has one. */
export const getCurrentContent = (): Content | undefined => contentStore().content;
