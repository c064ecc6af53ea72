import type { Metadata } from 'next';
import { HtmlBlock } from '@/components/content/static-html';
import { NOT_FOUND_TITLE, notFoundHtml } from '@/lib/navigation/html-blocks';

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/**
 * The root layout's not-found boundary: every page's payload holds it, so it is the bare block. The exported
 * 404.html is app/global-not-found.tsx, with the page shell.
 */
export default function NotFound() {
  return <HtmlBlock href="/404.html" slot="not-found" className="not-found" html={notFoundHtml()} />;
}
