import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { PostPage } from '@/components/blog/post-page';
import { TagHeading } from '@/components/blog/tag-heading';
import { StandalonePage } from '@/components/content/standalone-page';
import { CategoryIndexPage } from '@/components/docs/category-index';
import { DocPage } from '@/components/docs/doc-page';
import { DocTagPage, DocTagsPage } from '@/components/docs/doc-tags';
import { decodeParam, getCatchAllSegments, resolveCatchAll, type CatchAllRoute } from '@/lib/route-table';
import { pageMetadata, type PageMeta } from '@/lib/metadata';
import { getSection } from '@/lib/routes';

type Props = { params: Promise<{ path: string[] }> };

export const dynamicParams = false;

export const generateStaticParams = () => getCatchAllSegments().map((path) => ({ path }));

async function resolve(params: Props['params']): Promise<CatchAllRoute | undefined> {
  return resolveCatchAll((await params).path.map(decodeParam));
}

function metaOf(route: CatchAllRoute, href: string): PageMeta {
  switch (route.kind) {
    case 'doc': {
      const { title, description, keywords, image } = route.doc;
      return { href, title, description, keywords, image, type: 'article', modifiedTime: route.doc.lastUpdated };
    }
    case 'page':
      return { href, title: route.page.title, description: route.page.description, image: route.page.image };
    case 'category-index':
      return { href, title: route.index.title, description: route.index.description };
    case 'doc-tags':
      return {
        href,
        title: `${getSection(route.sectionId).label} · 标签`,
        description: `「${getSection(route.sectionId).label}」文档的全部标签。`,
      };
    case 'doc-tag':
      return {
        href,
        title: `${getSection(route.sectionId).label} · 标签「${route.tag.label}」`,
        description: `带有标签「${route.tag.label}」的${getSection(route.sectionId).label}文档。`,
      };
    case 'post': {
      const { post } = route;
      return {
        href,
        title: post.title,
        description: post.description,
        keywords: post.keywords,
        image: post.image,
        type: 'article',
        publishedTime: post.date,
        tags: post.tags.map((t) => t.label),
        authors: post.authors.map((a) => a.name),
      };
    }
    case 'blog-list':
      return { href, title: `博客 · 第 ${route.page.page} 页`, description: `博客文章列表，第 ${route.page.page} 页。` };
    case 'blog-tag':
      return {
        href,
        title: `标签「${route.tag.label}」${route.page.page > 1 ? ` · 第 ${route.page.page} 页` : ''}`,
        description: `带有标签「${route.tag.label}」的博客文章。`,
      };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segments = (await params).path.map(decodeParam);
  const route = resolveCatchAll(segments);
  return route ? pageMetadata(metaOf(route, `/${segments.join('/')}/`)) : {};
}

/** Docs of every section, category indexes, doc tags, standalone pages, posts and paginated blog lists. */
export default async function CatchAll({ params }: Props) {
  const route = await resolve(params);
  if (!route) notFound();
  switch (route.kind) {
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
    case 'blog-list':
      return <BlogListPage page={route.page} heading={<h1>博客 · 第 {route.page.page} 页</h1>} />;
    case 'blog-tag':
      return <BlogListPage page={route.page} heading={<TagHeading label={route.tag.label} count={route.tag.items.length} />} />;
  }
}
