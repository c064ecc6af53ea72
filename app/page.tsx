import Link from 'next/link';
import { featureCards } from '@/config/home';
import { siteConfig } from '@/config/site';
import { baseUrlBannerScript } from '@/lib/navigation/inline-scripts';
import { pageMetadata } from '@/lib/metadata';
import { blogHref, homeHref, sectionHref } from '@/lib/routes';

export const metadata = pageMetadata({
  href: homeHref(),
  title: `${siteConfig.title} · ${siteConfig.tagline}`,
  description: `${siteConfig.title}：写给前端工程师的中文技术手册与博客——JavaScript、框架、CSS、构建工具、算法与读书笔记。`,
  absoluteTitle: true,
});

/** Home: hero with title, tagline and calls to action, then a card per section. */
export default function Home() {
  return (
    <div className="home">
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(siteConfig.baseUrl) }} />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{siteConfig.title}</h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <p className="hero-lead">一本写给前端工程师的中文手册与博客：JavaScript、框架、CSS、构建工具、算法与读书笔记。</p>
        <div className="hero-actions">
          <Link className="button button-primary" href={sectionHref('default')}>
            开始阅读 →
          </Link>
          <Link className="button button-secondary" href={blogHref()}>
            浏览博客
          </Link>
        </div>
      </section>
      <section className="features" aria-label="栏目">
        <ul className="feature-grid">
          {featureCards.map((card) => (
            <li key={card.title} className="feature-card">
              <h2>
                <Link href={card.target === 'blog' ? blogHref() : sectionHref(card.target)}>{card.title}</Link>
              </h2>
              <p>{card.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
