import { HtmlBlock } from '@/components/content/static-html';
import type { SidebarItem } from '@/lib/navigation/sidebar';
import { sidebarHtml } from '@/lib/navigation/html-blocks';
import { t } from '@/lib/i18n';

/**
 * A section's sidebar: categories collapse with <details>, the current page is marked. Its links are plain
 * anchors, which navigate client-side (NavigationEvents) and are prefetched when pointed at, touched or focused.
 */
export function Sidebar({ items, current, label }: { items: readonly SidebarItem[]; current: string; label: string }) {
  return (
    <nav className="doc-sidebar" aria-label={`${label} · ${t('theme.docs.sidebar.navAriaLabel')}`}>
      <HtmlBlock href={current} slot="sidebar" html={sidebarHtml(items, current)} />
    </nav>
  );
}
