import { BlogArchivePage } from '@/components/blog/blog-archive-page';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { BlogTagsPage } from '@/components/blog/blog-tags-page';
import { PostPage } from '@/components/blog/post-page';
import { TagHeading } from '@/components/blog/tag-heading';
import { StandalonePage } from '@/components/content/standalone-page';
import { CategoryIndexPage } from '@/components/docs/category-index';
import { DocPage } from '@/components/docs/doc-page';
import { DocTagPage, DocTagsPage } from '@/components/docs/doc-tags';
import { HomePage } from '@/components/home/home-page';
import type { Route } from '@/lib/route-table';
import { getBlog } from '@/lib/routes';

/** The page of one route of the route table. */
export function RoutePage({ route }: { route: Route }) {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'doc':
      return <DocPage doc={route.doc} />;
    case 'category-index':
      return <CategoryIndexPage index={route.index} />;
    case 'doc-tags':
      return <DocTagsPage sectionId={route.sectionId} tags={route.tags} />;
    case 'doc-tag':
      return <DocTagPage sectionId={route.sectionId} tag={route.tag} />;
    case 'page':
      return <StandalonePage page={route.page} />;
    case 'post':
      return <PostPage post={route.post} />;
    case 'blog-list': {
      const { title } = getBlog(route.blogId);
      const heading = <h1>{route.page.page > 1 ? `${title} · 第 ${route.page.page} 页` : title}</h1>;
      return <BlogListPage blogId={route.blogId} page={route.page} heading={heading} />;
    }
    case 'blog-archive':
      return <BlogArchivePage blogId={route.blogId} years={route.years} />;
    case 'blog-tags':
      return <BlogTagsPage blogId={route.blogId} tags={route.tags} />;
    case 'blog-tag':
      return (
        <BlogListPage
          blogId={route.blogId}
          page={route.page}
          heading={<TagHeading blogId={route.blogId} label={route.tag.label} count={route.tag.items.length} />}
        />
      );
  }
}
