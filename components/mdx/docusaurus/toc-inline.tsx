import { cx } from './class-names';
import useDocusaurusContext from './use-docusaurus-context';

/** One heading of an MDX document's `toc` export (Docusaurus format; `value` is HTML). */
export interface TocEntry {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

/** A heading with the headings nested under it. */
export interface TocTreeNode extends TocEntry {
  readonly children: readonly TocTreeNode[];
}

/** Props of `@theme/TOCInline`. */
export interface TOCInlineProps {
  readonly toc: readonly TocEntry[];
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
  readonly className?: string;
}

/** Nests a flat TOC: each heading goes under the closest earlier heading of a lower level (h1 is never a parent). */
export function treeifyToc(toc: readonly TocEntry[]): TocTreeNode[] {
  const nodes = toc.map((entry) => ({ ...entry, children: [] as TocTreeNode[] }));
  const lastIndexAtLevel = Array<number>(7).fill(-1);
  const roots: TocTreeNode[] = [];
  nodes.forEach((node, index) => {
    const parentIndex = Math.max(-1, ...lastIndexAtLevel.slice(2, node.level));
    lastIndexAtLevel[node.level] = index;
    (parentIndex >= 0 ? nodes[parentIndex]!.children : roots).push(node);
  });
  return roots;
}

/** Keeps headings between the levels; a dropped heading's kept descendants move up to its place. */
export function filterToc(tree: readonly TocTreeNode[], min: number, max: number): TocTreeNode[] {
  return tree.flatMap((node) => {
    const children = filterToc(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

/** A TOC tree as nested lists of anchor links. */
export function TocList({ nodes, className }: { nodes: readonly TocTreeNode[]; className?: string }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} dangerouslySetInnerHTML={{ __html: node.value }} />
          <TocList nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The TOC's headings nested, between the levels given, else the site's `themeConfig.tableOfContents` (h2–h3 by
 * default), as Docusaurus's TOCItems falls back.
 */
export function useTocTree({ toc, minHeadingLevel, maxHeadingLevel }: TOCInlineProps): TocTreeNode[] {
  const levels = useDocusaurusContext().siteConfig.themeConfig.tableOfContents as
    { minHeadingLevel?: number; maxHeadingLevel?: number } | undefined;
  return filterToc(
    treeifyToc(toc),
    minHeadingLevel ?? levels?.minHeadingLevel ?? 2,
    maxHeadingLevel ?? levels?.maxHeadingLevel ?? 3,
  );
}

/** `@theme/TOCInline`: the document's headings as a nested list of anchor links (useTocTree). */
export default function TOCInline(props: TOCInlineProps) {
  const tree = useTocTree(props);
  const { className } = props;
  if (tree.length === 0) return null;
  return (
    <div className={cx('toc-inline', className)}>
      <TocList nodes={tree} className="table-of-contents" />
    </div>
  );
}
