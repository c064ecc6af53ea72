import Link from 'next/link';
import { TagIndex } from '@/components/ui/tags';
import type { DocEntry } from '@/lib/content/collections';
import type { Tag } from '@/lib/content/queries';
import { sectionLabel } from '@/lib/navigation/navbar';
import { docTagHref, docTagsHref } from '@/lib/routes';
import { DocLayout } from './doc-layout';

/** All tags of a doc section with their counts. */
export function DocTagsPage({ sectionId, tags }: { sectionId: string; tags: readonly Tag<DocEntry>[] }) {
  return (
    <DocLayout sectionId={sectionId} current={docTagsHref(sectionId)}>
      <article className="doc-article">
        <h1>标签</h1>
        <TagIndex tags={tags} hrefOf={(slug) => docTagHref(sectionId, slug)} />
      </article>
    </DocLayout>
  );
}

/** The docs of a section that carry one tag. */
export function DocTagPage({ sectionId, tag }: { sectionId: string; tag: Tag<DocEntry> }) {
  return (
    <DocLayout sectionId={sectionId} current={docTagHref(sectionId, tag.slug)}>
      <article className="doc-article">
        <h1>
          {tag.items.length} 篇「{sectionLabel(sectionId)}」文档带有标签「{tag.label}」
        </h1>
        <Link href={docTagsHref(sectionId)}>查看所有标签</Link>
        <ul className="card-list">
          {tag.items.map((doc) => (
            <li key={doc.permalink} className="card">
              <h2>
                <Link href={doc.permalink}>{doc.title}</Link>
              </h2>
              <p>{doc.description}</p>
            </li>
          ))}
        </ul>
      </article>
    </DocLayout>
  );
}
