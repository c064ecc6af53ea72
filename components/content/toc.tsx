import type { TocItem } from '@/lib/content/headings';
import { TocToggle } from './toc-toggle.client';

/** The right-hand table of contents (h2–h3); on small screens a collapsible "本页目录". */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  if (items.length === 0) return null;
  const min = Math.min(...items.map((i) => i.depth));
  return (
    <nav className="toc" aria-label="本页目录" id="toc">
      <TocToggle />
      <p className="toc-title">本页目录</p>
      <ul className="toc-list">
        {items.map((item) => (
          <li key={item.id} className={item.depth > min ? 'toc-sub' : undefined}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
