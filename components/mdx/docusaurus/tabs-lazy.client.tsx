'use client';

import dynamic from 'next/dynamic';
import type { TabsProps } from './tabs.client';

/**
 * `@theme/Tabs` in a chunk of its own, loaded by the pages that show tabs: the site is one catch-all route, so a
 * client module that MDX could use, imported directly, would load on every page (2 KB gzipped). The tabs are
 * rendered into the static HTML as before; the chunk is preloaded by the pages that have them.
 */
const Tabs = dynamic<TabsProps>(() => import('./tabs.client'));
export default Tabs;
