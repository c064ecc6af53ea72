import type { TocEntry } from '@/lib/content/headings';
import { tocHtml } from '@/lib/navigation/html-blocks';
import { t } from '@/lib/i18n';
import { HtmlBlock } from './static-html';
import { TocToggle } from './toc-toggle.client';

/** The right-hand table of contents (h2–h3) of the page at `href`; on small screens a collapsible list. */
export function TableOfContents({ items, href }: { items: readonly TocEntry[]; href: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label={t('theme.TOCCollapsible.toggleButtonLabel')} id="toc">
      <TocToggle label={t('theme.TOCCollapsible.toggleButtonLabel')} />
      <p className="toc-title">{t('theme.TOCCollapsible.toggleButtonLabel')}</p>
      <HtmlBlock href={href} slot="toc" html={tocHtml(items)} />
    </nav>
  );
}
