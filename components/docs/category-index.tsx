import type { PageViewOf } from '@/lib/page-view';
import { CardList } from './card-list';
import { Breadcrumbs, DocPrevNext } from './doc-footer';
import { DocLayout } from './doc-layout';
import { VersionBanner, VersionControl, versionFilter } from './version';

/** A generated category page: the category's description and a card per item. */
export function CategoryIndexPage({ view }: { view: PageViewOf<'category-index'> }) {
  const { index, shell, version, breadcrumbs, cards, neighbours } = view;
  return (
    <DocLayout shell={shell}>
      <article
        className="doc-article"
        data-pagefind-body
        data-pagefind-meta={`section:${shell.label}`}
        {...versionFilter(version)}
      >
        <VersionBanner view={version} />
        {version.menu || version.badge || breadcrumbs.length > 0 ? (
          <div className="doc-meta-row" data-pagefind-ignore>
            <Breadcrumbs items={breadcrumbs} />
            <VersionControl view={version} />
          </div>
        ) : null}
        <h1>{index.title}</h1>
        {index.description ? <p className="lead">{index.description}</p> : null}
        <CardList cards={cards} />
      </article>
      <DocPrevNext href={shell.current} prev={neighbours.prev} next={neighbours.next} />
    </DocLayout>
  );
}
