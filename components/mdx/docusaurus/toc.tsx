import { cx } from './class-names';
import { TocList, useTocTree, type TOCInlineProps } from './toc-inline';

/**
 * `@theme/TOC`: the table of contents Docusaurus puts beside a doc, for a page that lays out its own (the `toc` a
 * document exports, between the levels given): its headings as nested anchor links, as `@theme/TOCInline` lists
 * them, without TOCInline's box.
 */
export default function TOC(props: TOCInlineProps) {
  const tree = useTocTree(props);
  if (tree.length === 0) return null;
  return (
    <div className={cx('theme-toc', props.className)}>
      <TocList nodes={tree} className="table-of-contents" />
    </div>
  );
}
