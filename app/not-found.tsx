import type { Metadata } from 'next';
import { HtmlBlock } from '@/components/content/static-html';
import { SiteShell } from '@/components/layout/site-shell';
import { NOT_FOUND_TITLE, notFoundHtml } from '@/lib/navigation/html-blocks';

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** The not-found page (exported as 404.html). */
export default function NotFound() {
  return (
    <SiteShell>
      <HtmlBlock href="/404.html" slot="not-found" className="not-found" html={notFoundHtml()} />
    </SiteShell>
  );
}
