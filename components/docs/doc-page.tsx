import { ArticleBody } from '@/components/content/body';
import { TagList } from '@/components/ui/tags';
import type { DocEntry } from '@/lib/content/collections';
import { formatDate } from '@/lib/format';
import { sectionHref, sectionLabel } from '@/lib/navigation/navbar';
import { setCurrentDoc } from '@/lib/navigation/current-page';
import { getBreadcrumbs, getPrevNext } from '@/lib/navigation/sidebar';
import { docTagHref, editHref, getSection } from '@/lib/routes';
import { Breadcrumbs, DocPrevNext } from './doc-footer';
import { DocLayout } from './doc-layout';
import { VersionDropdown } from './version-dropdown.client';

/** A doc: breadcrumbs, version badge, title, body, tags, edit link and prev/next, in the section's layout. */
export function DocPage({ doc }: { doc: DocEntry }) {
  const section = getSection(doc.sectionId);
  setCurrentDoc({ sectionId: section.id, href: doc.permalink, displayedSidebar: doc.displayedSidebar });
  const label = sectionLabel(section.id);
  const crumbs = section.breadcrumbs
    ? [{ label, href: sectionHref(section.id) }, ...getBreadcrumbs(section.id, doc.permalink, doc.displayedSidebar)]
    : [];
  const { prev, next } = getPrevNext(section.id, doc.permalink, doc.displayedSidebar);
  const edit = doc.customEditUrl === null ? undefined : (doc.customEditUrl ?? editHref(doc.sourceFilePath, section.editUrl));
  return (
    <DocLayout
      sectionId={section.id}
      current={doc.permalink}
      displayedSidebar={doc.displayedSidebar}
      toc={doc.hideToc ? [] : doc.toc}
    >
      {/* An unlisted doc is built but kept out of search, like Docusaurus keeps it out of lists. */}
      <article className="doc-article" data-pagefind-body={doc.unlisted ? undefined : ''} data-pagefind-meta={`section:${label}`}>
        <div className="doc-meta-row" data-pagefind-ignore>
          {crumbs.length > 0 ? <Breadcrumbs items={crumbs} /> : <span />}
          <VersionDropdown sectionId={section.id} />
        </div>
        {doc.hasH1 || doc.hideTitle ? null : <h1>{doc.title}</h1>}
        <ArticleBody body={doc.body} />
        <footer className="doc-footer" data-pagefind-ignore>
          <TagList tags={doc.tags} hrefOf={(slug) => docTagHref(section.id, slug)} />
          <div className="doc-footer-meta">
            {edit ? (
              <a className="edit-link" href={edit}>
                编辑此页
              </a>
            ) : null}
            {doc.lastUpdated && section.showLastUpdateTime ? (
              <span className="last-updated">
                最后更新于 <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
              </span>
            ) : null}
          </div>
        </footer>
      </article>
      <DocPrevNext prev={prev} next={next} />
    </DocLayout>
  );
}
