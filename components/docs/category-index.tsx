import type { GeneratedIndex } from '@/lib/navigation/sidebar';
import { getCategoryCards, getPrevNext } from '@/lib/navigation/sidebar';
import { CardList } from './card-list';
import { sectionLabel } from '@/lib/navigation/navbar';
import { DocPrevNext } from './doc-footer';
import { DocLayout } from './doc-layout';

/** A generated category page: the category's description and a card per item. */
export function CategoryIndexPage({ index }: { index: GeneratedIndex }) {
  const href = index.category.href!;
  const { prev, next } = getPrevNext(index.sectionId, href);
  return (
    <DocLayout sectionId={index.sectionId} current={href}>
      <article className="doc-article" data-pagefind-body data-pagefind-meta={`section:${sectionLabel(index.sectionId)}`}>
        <h1>{index.title}</h1>
        {index.description ? <p className="lead">{index.description}</p> : null}
        <CardList cards={getCategoryCards(index.sectionId, index.category)} />
      </article>
      <DocPrevNext prev={prev} next={next} />
    </DocLayout>
  );
}
