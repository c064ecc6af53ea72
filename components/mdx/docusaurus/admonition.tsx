import type { ReactNode } from 'react';
import { ADMONITION_TITLES } from '@/lib/mdx/admonitions';
import { cx } from './class-names';

/** Props of `@theme/Admonition`. */
export interface AdmonitionProps {
  /** note, tip, info, warning, danger, caution, important, success or secondary; anything else is a note. */
  readonly type: string;
  readonly title?: ReactNode;
  readonly icon?: ReactNode;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** The admonition type to render: a known one (case-insensitive), else `note`. */
export function admonitionType(type: string | undefined): string {
  const kind = type?.toLowerCase() ?? '';
  return Object.hasOwn(ADMONITION_TITLES, kind) ? kind : 'note';
}

/** `@theme/Admonition`: the same `<aside>` the `:::tip` syntax renders, with the zh default title of its type. */
export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  const kind = admonitionType(type);
  return (
    <aside className={cx('admonition', `admonition-${kind}`, className)} data-admonition={kind}>
      <div className="admonition-heading">
        {icon != null && icon !== false && (
          <span className="admonition-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {title ?? ADMONITION_TITLES[kind]}
      </div>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
