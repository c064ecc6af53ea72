import type { Body } from '@/lib/content/collections';
import { hasMath, KATEX_STYLESHEET } from '@/lib/mdx/katex';
import { ContentEnhancements } from './enhancements';
import { getMdxModule, isClientMdx, stylesheetsOf } from './mdx-evaluate';
import { LazyMdxClient } from './mdx-client-lazy.client';
import { serverModules } from './mdx-modules';
import { HtmlBlock } from './static-html';

/** A stylesheet the article needs, hoisted into <head> by React. */
const Stylesheet = ({ href }: { href: string }) => <link rel="stylesheet" href={href} precedence="mdx" />;

/** A document's article body (`href`: the page that shows it): Markdown HTML, or MDX rendered on the server (in the browser only when it must). */
export function ArticleBody({ body, href }: { body: Body; href: string }) {
  if (body.format === 'html') {
    return (
      <>
        {hasMath(body.html) ? <Stylesheet href={KATEX_STYLESHEET} /> : null}
        <HtmlBlock className="markdown" href={href} slot="body" html={body.html} />
        <ContentEnhancements compiled={body.html} />
      </>
    );
  }
  // MDX that must run in the browser is not evaluated here: its code calls into client modules.
  const client = isClientMdx(body.code);
  const { Component, stylesheets } = client ? { Component: undefined, stylesheets: stylesheetsOf(body.code) } : getMdxModule(body.code, serverModules);
  return (
    <div className="markdown">
      {hasMath(body.code) ? <Stylesheet href={KATEX_STYLESHEET} /> : null}
      {stylesheets.map((href) => (
        <Stylesheet key={href} href={href} />
      ))}
      {Component ? <Component /> : <LazyMdxClient code={body.code} />}
      <ContentEnhancements compiled={body.code} />
    </div>
  );
}
