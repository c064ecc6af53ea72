import { t } from '@/lib/i18n';

/**
 * The banner of an unlisted doc or post (front matter `unlisted`), in Docusaurus's words and as its theme shows it
 * (`ContentVisibility`): a caution at the top of the article. Search engines are asked to skip the page.
 */
export function UnlistedBanner({ unlisted }: { unlisted?: boolean }) {
  if (!unlisted) return null;
  return (
    <aside className="admonition admonition-caution" data-admonition="caution" data-pagefind-ignore="">
      <div className="admonition-heading">{t('theme.contentVisibility.unlistedBanner.title')}</div>
      <div className="admonition-content">
        <p>{t('theme.contentVisibility.unlistedBanner.message')}</p>
      </div>
    </aside>
  );
}
