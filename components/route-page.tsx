import { BlogArchivePage } from '@/components/blog/blog-archive-page';
import { BlogAuthorsPage } from '@/components/blog/blog-authors-page';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { BlogTagsPage } from '@/components/blog/blog-tags-page';
import { PostPage } from '@/components/blog/post-page';
import { StandalonePage } from '@/components/content/standalone-page';
import { CategoryIndexPage } from '@/components/docs/category-index';
import { DocPage } from '@/components/docs/doc-page';
import { DocTagPage, DocTagsPage } from '@/components/docs/doc-tags';
import { HomePage } from '@/components/home/home-page';
import { NotFoundPage } from '@/components/layout/not-found-view';
import { SearchPage } from '@/components/search/search-page';
import { pageView } from '@/lib/page-view';
import type { Route } from '@/lib/route-table';

/** The page of one route of the route table, from the one view lib/page-view.ts gathers for it. */
export function RoutePage({ route }: { route: Route }) {
  const view = pageView(route);
  switch (view.kind) {
    case 'home':
      return <HomePage cards={view.cards} />;
    case 'not-found':
      return <NotFoundPage locale={view.locale} />;
    case 'search':
      return <SearchPage />;
    case 'doc':
      return <DocPage view={view} />;
    case 'category-index':
      return <CategoryIndexPage view={view} />;
    case 'doc-tags':
      return <DocTagsPage view={view} />;
    case 'doc-tag':
      return <DocTagPage view={view} />;
    case 'page':
      return <StandalonePage page={view.page} />;
    case 'post':
      return <PostPage view={view} />;
    case 'blog-list':
      return <BlogListPage view={view} />;
    case 'blog-archive':
      return <BlogArchivePage view={view} />;
    case 'blog-tags':
      return <BlogTagsPage view={view} />;
    case 'blog-authors':
      return <BlogAuthorsPage view={view} />;
  }
}
