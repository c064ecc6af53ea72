'use client';

import { getMdxComponent } from '@/lib/mdx/evaluate';

/** Renders interactive MDX (event handlers, hooks) in a client component; only pages that need it load this. */
export function MdxClient({ code }: { code: string }) {
  const Component = getMdxComponent(code);
  // eslint-disable-next-line react-hooks/static-components -- cached per code string: the same component every render
  return <Component />;
}
