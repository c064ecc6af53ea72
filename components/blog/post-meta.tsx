import { TagList } from '@/components/ui/tags';
import type { PostEntry } from '@/lib/content/collections';
import { formatDate, formatReadingTime } from '@/lib/format';
import { blogTagHref, getBlog, withBase } from '@/lib/routes';

/** Date, reading time and authors of a post. */
export function PostByline({ post }: { post: PostEntry }) {
  return (
    <div className="post-byline">
      <p className="post-date">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {getBlog(post.blogId).showReadingTime ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>{formatReadingTime(post.readingMinutes)}</span>
          </>
        ) : null}
      </p>
      {post.authors.length > 0 ? (
        <ul className="post-authors" aria-label="作者">
          {post.authors.map((a) => (
            <li key={a.key ?? a.name} className="post-author">
              {a.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- small avatar from public/ or content
                <img
                  src={withBase(a.imageUrl)}
                  alt=""
                  width={36}
                  height={36}
                  className="avatar"
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span>
                {a.url ? <a href={a.url}>{a.name}</a> : a.name}
                {a.title ? <small>{a.title}</small> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A post's tags. */
export function PostTags({ post }: { post: PostEntry }) {
  return <TagList tags={post.tags} hrefOf={(slug) => blogTagHref(post.blogId, slug)} />;
}
