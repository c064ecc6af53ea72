import { HtmlBlock } from '@/components/content/static-html';
import type { SidebarItem } from '@/lib/navigation/sidebar';
import { sidebarHtml } from '@/lib/navigation/html-blocks';
import { t } from '@/lib/i18n';
import { siteConfig } from '@/config/site';
import { SidebarHideButtons } from './sidebar-hide.client';

/**
 * A section's sidebar: categories collapse with <details>, the current page is marked. Its links are plain
 * anchors, which navigate client-side (NavigationEvents) and are prefetched when pointed at, touched or focused.
 * Named as Docusaurus names it ("文档侧边栏"), whichever of a plugin's sidebars it is.
 */
export function Sidebar({ items, current }: { items: readonly SidebarItem[]; current: string }) {
  const { hideable } = siteConfig.docsSidebar;
  return (
    <nav
      className={hideable ? 'doc-sidebar doc-sidebar-hideable' : 'doc-sidebar'}
      aria-label={t('theme.docs.sidebar.navAriaLabel')}
    >
      <HtmlBlock href={current} slot="sidebar" html={sidebarHtml(items, current)} />
      {hideable ? (
        <SidebarHideButtons
          collapse={{
            title: t('theme.docs.sidebar.collapseButtonTitle'),
            label: t('theme.docs.sidebar.collapseButtonAriaLabel'),
          }}
          expand={{ title: t('theme.docs.sidebar.expandButtonTitle'), label: t('theme.docs.sidebar.expandButtonAriaLabel') }}
        />
      ) : null}
    </nav>
  );
}
