import Link from '@/components/ui/site-link';
import { siteConfig } from '@/config/site';
import { baseUrlBannerScript } from '@/lib/navigation/inline-scripts';
import type { PageViewOf } from '@/lib/page-view';
import { pageLocale, t } from '@/lib/i18n';
import { siteTagline, siteTitle } from '@/lib/i18n/site-translations';

/** Home: hero with title, tagline and calls to action, then a card per section. */
export function HomePage({ cards }: { cards: PageViewOf<'home'>['cards'] }) {
  const primary = cards.find((c) => c.kind === 'docs') ?? cards[0];
  const secondary = cards.find((c) => c.kind === 'blog' && c !== primary);
  const { locale } = pageLocale();
  const tagline = siteTagline(locale);
  return (
    <div className="home">
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(siteConfig.baseUrl) }} />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{siteTitle(locale)}</h1>
        {tagline ? <p className="hero-tagline">{tagline}</p> : null}
        {siteConfig.home.lead ? <p className="hero-lead">{siteConfig.home.lead}</p> : null}
        <div className="hero-actions">
          {primary ? (
            <Link className="button button-primary" href={primary.href}>
              {t('site.home.start')}
            </Link>
          ) : null}
          {secondary ? (
            <Link className="button button-secondary" href={secondary.href}>
              {t('site.home.browse', { label: secondary.label })}
            </Link>
          ) : null}
        </div>
      </section>
      {cards.length > 0 ? (
        <section className="features" aria-label={t('site.home.sectionsLabel')}>
          <ul className="feature-grid">
            {cards.map((card) => (
              <li key={card.href} className="feature-card">
                <h2>
                  <Link href={card.href}>{card.label}</Link>
                </h2>
                {card.description ? <p>{card.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
