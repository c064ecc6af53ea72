import { ArticleBody } from '@/components/content/body';
import { TagList } from '@/components/ui/tags';
import { formatDate } from '@/lib/format';
import type { PageViewOf } from '@/lib/page-view';
import { docTagHref } from '@/lib/routes';
import { Breadcrumbs, DocPrevNext } from './doc-footer';
import { DocLayout } from './doc-layout';
import { VersionDropdown } from './version-dropdown.client';

/** A doc: breadcrumbs, version badge, title, body, tags, edit link and prev/next, in the section's layout. */
export function DocPage({ view }: { view: PageViewOf<'doc'> }) {
  const { doc, shell, breadcrumbs, neighbours, editUrl, lastUpdated } = view;
  return (
    <DocLayout shell={shell}>
      {/* An unlisted doc is built but kept out of search, like Docusaurus keeps it out of lists. */}
      <article
        className="doc-article"
        data-pagefind-body={doc.unlisted ? undefined : ''}
        data-pagefind-meta={`section:${shell.label}`}
      >
        <div className="doc-meta-row" data-pagefind-ignore>
          {breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : <span />}
          <VersionDropdown sectionId={shell.sectionId} />
        </div>
        {doc.hasH1 || doc.hideTitle ? null : <h1>{doc.title}</h1>}
        <ArticleBody body={doc.body} href={doc.permalink} />
        <footer className="doc-footer" data-pagefind-ignore>
          <TagList tags={doc.tags} hrefOf={(slug) => docTagHref(shell.sectionId, slug)} href={doc.permalink} slot="tags" />
          <div className="doc-footer-meta">
            {editUrl ? (
              <a className="edit-link" href={editUrl}>
                编辑此页
              </a>
            ) : null}
            {lastUpdated ? (
              <span className="last-updated">
                最后更新于 <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
              </span>
            ) : null}
          </div>
        </footer>
      </article>
      <DocPrevNext href={doc.permalink} prev={neighbours.prev} next={neighbours.next} />
    </DocLayout>
  );
}
