'use client';

import type { ReactNode } from 'react';

/** Props of `@theme/TabItem`; `<Tabs>` adds `hidden`, `id` and `aria-labelledby`. */
export interface TabItemProps {
  readonly children?: ReactNode;
  readonly value: string;
  readonly label?: string;
  readonly default?: boolean;
  /** Attributes of this item's tab button (not of the panel), as in Docusaurus. */
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly hidden?: boolean;
  readonly className?: string;
  readonly id?: string;
  readonly 'aria-labelledby'?: string;
}

/** `@theme/TabItem`: one tab's panel. A client component, so `<Tabs>` receives it with its props from server-rendered MDX. */
export default function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      hidden={hidden}
      className={className ? `tabs-panel ${className}` : 'tabs-panel'}
    >
      {children}
    </div>
  );
}
