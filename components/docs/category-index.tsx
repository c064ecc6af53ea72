import Link from 'next/link';
import type { GeneratedIndex } from '@/lib/navigation/sidebar';
import { getPrevNext } from '@/lib/navigation/sidebar';
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
        <ul className="card-list">
          {index.category.items.map((item) => (
            <li key={item.label} className="card">
              <h2>{item.href ? <Link href={item.href}>{item.label}</Link> : item.label}</h2>
            </li>
          ))}
        </ul>
      </article>
      <DocPrevNext prev={prev} next={next} />
    </DocLayout>
  );
}
