'use client';

import { useMemo } from 'react';
import { getMdxComponent } from '@/lib/mdx/evaluate';

/** Renders interactive MDX (event handlers, hooks) in a client component; only pages that need it load this. */
export function MdxClient({ code }: { code: string }) {
  const Component = useMemo(() => getMdxComponent(code), [code]);
  return <Component />;
}
