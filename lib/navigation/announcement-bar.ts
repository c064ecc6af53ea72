/**
 * Docusaurus's announcement bar (`themeConfig.announcementBar`): a notice above the navbar on every page, its HTML as
 * the config writes it (sanitised here: lib/inline-html.ts), in the bar's own colours, closeable unless
 * `isCloseable: false`. components/layout/announcement-bar.tsx renders it.
 */
import { siteConfig } from '../../config/site';
import { announcementContent } from '../i18n/site-translations';
import { safeInlineHtml } from '../inline-html';

export interface AnnouncementBar {
  readonly id: string;
  /** The announcement's safe HTML in the page's locale. */
  readonly html: string;
  readonly backgroundColor: string;
  readonly textColor: string;
  readonly isCloseable: boolean;
}

/** The announcement bar of the locale's pages, or undefined when the site has none (or its content is empty). */
export function getAnnouncementBar(locale: string): AnnouncementBar | undefined {
  const bar = siteConfig.announcementBar;
  const content = announcementContent(locale);
  if (!bar || !content?.trim()) return undefined;
  const { id, backgroundColor, textColor, isCloseable } = bar;
  return { id, html: safeInlineHtml(content), backgroundColor, textColor, isCloseable };
}
