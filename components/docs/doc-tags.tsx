import Link from '@/components/ui/site-link';
import { TagIndex } from '@/components/ui/tags';
import type { PageViewOf } from '@/lib/page-view';
import { docTagHref, docTagsHref } from '@/lib/routes';
import { DocLayout } from './doc-layout';
import { t } from '@/lib/i18n';
import { docTagTitle } from '@/lib/metadata';

/** All tags of a doc section with their counts. */
export function DocTagsPage({ view: { sectionId, tags, shell } }: { view: PageViewOf<'doc-tags'> }) {
  return (
    <DocLayout shell={shell}>
      <article className="doc-article">
        <h1>{t('theme.tags.tagsPageTitle')}</h1>
        <TagIndex tags={tags} hrefOf={(slug) => docTagHref(sectionId, slug)} />
      </article>
    </DocLayout>
  );
}

/** The docs of a section that carry one tag. */
export function DocTagPage({ view: { sectionId, tag, shell } }: { view: PageViewOf<'doc-tag'> }) {
  return (
    <DocLayout shell={shell}>
      <article className="doc-article">
        <h1>{docTagTitle(tag.label, tag.items.length)}</h1>
        {tag.description ? <p className="tag-description">{tag.description}</p> : null}
        <Link href={docTagsHref(sectionId)}>{t('theme.tags.tagsPageLink')}</Link>
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
