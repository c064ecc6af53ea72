import type { ComponentPropsWithoutRef } from 'react';

/** `@theme/CodeInline`: inline code, as Docusaurus renders a single backtick span (a `<code>` with its props). */
export default function CodeInline(props: ComponentPropsWithoutRef<'code'>) {
  return <code {...props} />;
}
