import type { ReactNode } from 'react';
import { admonitionOf } from '@/lib/mdx/admonition-types';
import { cx } from './class-names';
import { localized } from './localized';

/** Props of `@theme/Admonition`. */
export interface AdmonitionProps {
  /** note, tip, info, warning, danger, caution, important, success or secondary; anything else is a note. */
  readonly type: string;
  readonly title?: ReactNode;
  readonly icon?: ReactNode;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** The admonition type to render: a known one or an alias Docusaurus's component accepts (case-insensitive), else `note`. */
export function admonitionType(type: string | undefined): string {
  return admonitionOf(type, true).kind;
}

/** `@theme/Admonition`: the same `<aside>` the `:::tip` syntax renders, with its type's default title in the page's language. */
const Admonition = localized<AdmonitionProps>('Admonition', ({ type, title, icon, className, children }, ui) => {
  const { kind, known } = admonitionOf(type, true);
  const name = type.toLowerCase();
  const defaultTitle = ui.admonitions[known && name !== kind ? name : kind];
  return (
    <aside className={cx('admonition', `admonition-${kind}`, className)} data-admonition={kind}>
      <div className="admonition-heading">
        {icon != null && icon !== false && (
          <span className="admonition-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {title ?? defaultTitle}
      </div>
      <div className="admonition-content">{children}</div>
    </aside>
  );
});
export default Admonition;
