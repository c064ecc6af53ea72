import { HtmlBlock } from '@/components/content/static-html';
import { TagList } from '@/components/ui/tags';
import type { PostEntry } from '@/lib/content/collections';
import { postBylineHtml } from '@/lib/navigation/html-blocks';
import { blogTagHref } from '@/lib/routes';

/** Date, reading time and authors of a post, a block of the page at `href` (a post or a list of previews). */
export function PostByline({ post, href }: { post: PostEntry; href: string }) {
  return <HtmlBlock className="post-byline" href={href} slot={`byline:${post.permalink}`} html={postBylineHtml(post)} />;
}

/** A post's tags, a block of the page at `href`. */
export function PostTags({ post, href }: { post: PostEntry; href: string }) {
  return (
    <TagList tags={post.tags} hrefOf={(slug) => blogTagHref(post.blogId, slug)} href={href} slot={`tags:${post.permalink}`} />
  );
}
