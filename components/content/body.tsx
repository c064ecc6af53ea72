import type { Body } from '@/lib/content/collections';
import { getMdxComponent, isInteractiveMdx } from '@/lib/mdx/evaluate';
import { MdxClient } from './mdx-client.client';

/** A document's article body: Markdown HTML, or MDX rendered on the server (in the browser only when interactive). */
export function ArticleBody({ body }: { body: Body }) {
  if (body.format === 'html') {
    return <div className="markdown" dangerouslySetInnerHTML={{ __html: body.html }} />;
  }
  if (isInteractiveMdx(body.code)) {
    return (
      <div className="markdown">
        <MdxClient code={body.code} />
      </div>
    );
  }
  const Component = getMdxComponent(body.code);
  return (
    <div className="markdown">
      {/* eslint-disable-next-line react-hooks/static-components -- cached per code string: the same component every render */}
      <Component />
    </div>
  );
}
