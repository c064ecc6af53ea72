import Link from '@/components/ui/site-link';
import type { AuthorCard as Card } from '@/lib/content/blog-authors';
import { authorSocialLabel } from '@/lib/navigation/html-blocks';
import { withBase } from '@/lib/routes';
import { t } from '@/lib/i18n';

/**
 * An author of the blog, as Docusaurus's author pages show them: avatar, name (a link to their page, else to
 * their URL), title, description and social links; `as` is the heading level of the name.
 */
export function AuthorCard({
  author,
  as: Heading = 'h2',
  showCount = false,
}: {
  author: Card;
  as?: 'h1' | 'h2';
  showCount?: boolean;
}) {
  const name = author.href ? (
    <Link href={author.href}>{author.name}</Link>
  ) : author.url ? (
    <a href={author.url}>{author.name}</a>
  ) : (
    author.name
  );
  return (
    <div className="author-card">
      {author.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- an avatar of any origin, as in the post bylines
        <img className="avatar" src={withBase(author.imageUrl)} alt="" width={64} height={64} loading="lazy" decoding="async" />
      ) : null}
      <div>
        <Heading className="author-name">
          {name}
          {showCount ? <span className="author-count">{` · ${t.plural('theme.blog.post.plurals', author.count)}`}</span> : null}
        </Heading>
        {author.title ? <p className="author-title">{author.title}</p> : null}
        {author.description ? <p className="author-description">{author.description}</p> : null}
        {author.socials.length > 0 ? (
          <ul className="author-socials" aria-label={t('site.author.socials', { name: author.name })}>
            {author.socials.map((social) => (
              <li key={social.platform}>
                <a href={social.href} rel="me noopener">
                  {authorSocialLabel(social.platform)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
