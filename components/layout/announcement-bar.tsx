import { HtmlBlock } from '@/components/content/static-html';
import { pageLocale, t } from '@/lib/i18n';
import { getAnnouncementBar } from '@/lib/navigation/announcement-bar';
import { announcementDismissedScript } from '@/lib/navigation/announcement-storage';
import { AnnouncementClose } from './announcement-close.client';

/**
 * Docusaurus's announcement bar, above the navbar (it scrolls away; the navbar stays): the config's HTML, centred,
 * in the config's colours, with a close button unless `isCloseable: false`. A bar the reader closed is hidden by an
 * inline script before it is painted. A named region, so that its content is in a landmark (axe `region`).
 */
export function AnnouncementBar() {
  const bar = getAnnouncementBar(pageLocale().locale);
  if (!bar) return null;
  return (
    <>
      {bar.isCloseable ? (
        <HtmlBlock href="/" slot="announcement-dismissed" as="script" html={announcementDismissedScript(bar.id)} />
      ) : null}
      <section
        className={bar.isCloseable ? 'announcement-bar announcement-bar--closeable' : 'announcement-bar'}
        aria-label={t('site.announcement')}
        style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
      >
        {/* HTML, as Docusaurus renders the config's content (sanitised at build time). */}
        <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.html }} />
        {bar.isCloseable ? <AnnouncementClose id={bar.id} label={t('theme.AnnouncementBar.closeButtonAriaLabel')} /> : null}
      </section>
    </>
  );
}
