import { TagIndex } from '@/components/ui/tags';
import type { PageViewOf } from '@/lib/page-view';
import { blogTagHref } from '@/lib/routes';
import { BlogLayout } from './blog-layout';
import { t } from '@/lib/i18n';

/** All tags of a blog with their counts. */
export function BlogTagsPage({ view: { blogId, tags, shell } }: { view: PageViewOf<'blog-tags'> }) {
  return (
    <BlogLayout shell={shell}>
      <header className="list-header">
        <h1>{t('theme.tags.tagsPageTitle')}</h1>
      </header>
      <TagIndex tags={tags} hrefOf={(slug) => blogTagHref(blogId, slug)} />
    </BlogLayout>
  );
}
