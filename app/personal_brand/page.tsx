import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StandalonePage } from '@/components/content/standalone-page';
import { githubRepoUrl, siteConfig } from '@/config/site';
import { getStandalonePage } from '@/lib/content/queries';
import { pageMetadata } from '@/lib/metadata';
import { personalBrandHref } from '@/lib/routes';

const SLUG = 'personal_brand';

export function generateMetadata(): Metadata {
  const page = getStandalonePage(SLUG);
  return pageMetadata({
    href: personalBrandHref(),
    title: page?.title ?? '关于作者',
    description: page?.description,
    image: page?.image,
  });
}

/** About the author: the Markdown page plus the configured ways to reach them. */
export default function PersonalBrand() {
  const page = getStandalonePage(SLUG);
  if (!page) notFound();
  const profile = `https://github.com/${siteConfig.organizationName}`;
  return (
    <StandalonePage page={page}>
      <section className="contact-card" aria-labelledby="contact-heading">
        <h2 id="contact-heading">联系方式</h2>
        <ul>
          <li>
            GitHub：<a href={profile}>{profile.replace('https://', '')}</a>
          </li>
          <li>
            本站源码与勘误：<a href={`${githubRepoUrl}/issues`}>{`${githubRepoUrl.replace('https://', '')}/issues`}</a>
          </li>
        </ul>
      </section>
    </StandalonePage>
  );
}
