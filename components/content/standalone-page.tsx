import type { ReactNode } from 'react';
import { TableOfContents } from '@/components/content/toc';
import type { PageEntry } from '@/lib/content/collections';
import { t } from '@/lib/i18n';
import { ArticleBody } from './body';

/** A standalone Markdown page (`content/pages/…`), with an optional extra block after the body. */
export function StandalonePage({ page, children }: { page: PageEntry; children?: ReactNode }) {
  // A Docusaurus React page lays itself out (hero, container, grid): full width, its Infima classes styled by
  // components/mdx/docusaurus/react-page.css.
  if (page.reactPage)
    return (
      <div className="react-page-layout" data-pagefind-body data-pagefind-meta={`section:${t('site.pagesSection')}`}>
        <ArticleBody body={page.body} href={page.permalink} bare />
        {children}
      </div>
    );
  return (
    <div className="page-layout">
      {/* Before the article: see DocLayout. */}
      {page.hideToc ? null : <TableOfContents items={page.toc} href={page.permalink} />}
      <article className="page-article" data-pagefind-body data-pagefind-meta={`section:${t('site.pagesSection')}`}>
        {page.hasH1 || page.hideTitle ? null : <h1>{page.title}</h1>}
        <ArticleBody body={page.body} href={page.permalink} />
        {children}
      </article>
    </div>
  );
}
