import { ArticleBody } from '@/components/content/body';
import { docContext } from '@/lib/content/content-context';
import { TagList } from '@/components/ui/tags';
import type { PageViewOf } from '@/lib/page-view';
import { docTagHref } from '@/lib/routes';
import { Breadcrumbs, DocPrevNext } from './doc-footer';
import { DocLayout } from './doc-layout';
import { VersionBanner, VersionControl, versionFilter } from './version';
import { EditAndLastUpdated } from '@/components/ui/last-updated';
import { UnlistedBanner } from '@/components/ui/unlisted-banner';

/** A doc: version banner, breadcrumbs, version menu or badge, title, body, tags, edit link and prev/next, in the section's layout. */
export function DocPage({ view }: { view: PageViewOf<'doc'> }) {
  const { doc, shell, version, breadcrumbs, neighbours, editUrl, lastUpdated, lastUpdatedBy } = view;
  return (
    <DocLayout shell={shell}>
      {/* An unlisted doc is built but kept out of search, like Docusaurus keeps it out of lists. */}
      <article
        className="doc-article"
        data-pagefind-body={doc.unlisted ? undefined : ''}
        data-pagefind-meta={`section:${shell.label}`}
        {...versionFilter(version)}
      >
        <UnlistedBanner unlisted={doc.unlisted} />
        <VersionBanner view={version} />
        <div className="doc-meta-row" data-pagefind-ignore>
          <Breadcrumbs items={breadcrumbs} />
          <VersionControl view={version} />
        </div>
        {doc.hasH1 || doc.hideTitle ? null : <h1>{doc.title}</h1>}
        <ArticleBody
          body={doc.body}
          href={doc.permalink}
          contentOf={() =>
            docContext(doc, {
              version: version.version.name,
              editUrl,
              lastUpdated,
              lastUpdatedBy,
              prev: neighbours.prev,
              next: neighbours.next,
            })
          }
        />
        <footer className="doc-footer" data-pagefind-ignore>
          <TagList tags={doc.tags} hrefOf={(slug) => docTagHref(shell.sectionId, slug)} href={doc.permalink} slot="tags" />
          <div className="doc-footer-meta">
            <EditAndLastUpdated editUrl={editUrl} date={lastUpdated} author={lastUpdatedBy} />
          </div>
        </footer>
      </article>
      <DocPrevNext href={doc.permalink} prev={neighbours.prev} next={neighbours.next} />
    </DocLayout>
  );
}
