import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { preload } from 'react-dom';
import type { Body } from '@/lib/content/collections';
import { leadImageOf } from '@/lib/mdx/images/lead-image';
import { hasMath, KATEX_STYLESHEET } from '@/lib/mdx/katex';
import { ContentEnhancements } from './enhancements';
import { getMdxModule, isClientMdx, mdxComponentsFor, stylesheetsOf } from './mdx-evaluate';
import { CONTENT_STYLESHEET_PRECEDENCE } from '@/lib/critical-css-markup.mjs';
import { LazyMdxClient } from './mdx-client-lazy.client';
import { serverModules } from './mdx-modules';
import { HtmlBlock } from './static-html';
import { LazyImageZoom } from './image-zoom-lazy.client';
import { pageLocale, siteLocale } from '@/lib/i18n';
import { MdxLocale } from '@/components/mdx/docusaurus/mdx-locale.client';
import { GlobalDataScope } from '@/components/mdx/docusaurus/global-data-scope.client';
import { globalData } from 'mdx-modules/global-data';
import { readsPageMetadata } from 'mdx-modules/page-metadata';
import { ContentScope } from '@/components/mdx/docusaurus/content-context.client';
import type { ContentContextValue } from '@/lib/content/content-context';
import { setCurrentContent } from '@/lib/navigation/current-page';
import { isLinkWithoutPage, markLinksWithoutPage } from '@/lib/route-table';
import { basePath, localeLinkRule } from '@/lib/routes';
import { anchorsIn } from './locale-anchors';

/** True when an article body has images that zoom (markup: `data-zoomable`; MDX code: the JSX attribute name). */
const hasZoomableImages = (output: string): boolean => output.includes('data-zoomable');

/** A stylesheet the article needs, hoisted into <head> by React. */
const Stylesheet = ({ href }: { href: string }) => (
  <link rel="stylesheet" href={href} precedence={CONTENT_STYLESHEET_PRECEDENCE} />
);

/** How to describe a body's document to the site's components (`useDoc()`, `useBlogPost()`): lib/content/content-context.ts. */
type ContentOf = () => ContentContextValue;

/**
 * A document's article body (`href`: the page that shows it): Markdown HTML, or MDX rendered on the server (in the
 * browser only when it must). `bare`: without the article's typography (a Docusaurus React page brings its own).
 */
export function ArticleBody({
  body,
  href,
  bare = false,
  contentOf,
}: {
  body: Body;
  href: string;
  bare?: boolean;
  contentOf?: ContentOf;
}) {
  const lead = leadImageOf(body.format === 'html' ? body.html : body.code);
  // Browsers without AVIF skip a preload of that type (and load the picture's WebP or fallback as usual).
  if (lead && 'srcSet' in lead)
    preload(lead.srcSet.split(' ')[0]!, { as: 'image', type: 'image/avif', fetchPriority: 'high', imageSrcSet: lead.srcSet, imageSizes: lead.sizes });
  else if (lead) preload(lead.src, { as: 'image', fetchPriority: 'high' });
  return (
    <BodyContent body={body} href={href} slot="body" bare={bare} contentOf={contentOf}>
      <BodyEnhancements bodies={[body]} href={href} />
    </BodyContent>
  );
}

/**
 * The markup of a body (`slot`: its block's name on the page at `href`) and the stylesheets it needs: an article's,
 * or a post's in a blog list (an MDX post `untilTruncate` up to its marker). Its browser code is
 * {@link BodyEnhancements}', once per page (`children`: after the markup, inside an MDX body's element).
 */
export function BodyContent({
  body,
  href,
  slot,
  bare = false,
  contentOf,
  children,
}: {
  body: Body;
  href: string;
  slot: string;
  bare?: boolean;
  /** The body's document (a doc's, a post's), which the site's components may ask for. */
  contentOf?: ContentOf;
  children?: ReactNode;
}) {
  if (body.format === 'html') {
    return (
      <>
        {hasMath(body.html) ? <Stylesheet href={KATEX_STYLESHEET} /> : null}
        <HtmlBlock className="markdown" href={href} slot={slot} html={markLinksWithoutPage(body.html, basePath)} />
        {children}
      </>
    );
  }
  // The document for the hooks, on a site whose code asks for it: at build time (the article's), in the browser.
  const described = readsPageMetadata ? contentOf?.() : undefined;
  if (described && slot === 'body') setCurrentContent(described);
  // MDX that must run in the browser is not evaluated here: its code calls into client modules.
  const client = isClientMdx(body.code);
  const { Component, stylesheets } = client ? { Component: undefined, stylesheets: stylesheetsOf(body.code) } : getMdxModule(body.code, serverModules);
  const untilTruncate = body.untilTruncate ?? false;
  // On a page in another locale, Markdown links go to that locale's pages (a document compiled in the default locale
  // too). A React page's module takes no anchors.
  const locale = pageLocale().locale;
  const links = bare ? undefined : localeLinkRule(locale);
  // A Markdown link to no page of the site (a file of static/) is not prefetched (lib/route-table.ts noPageAt).
  const localized = links && anchorsIn(links).a;
  const a = (props: ComponentPropsWithoutRef<'a'>) => {
    const marked = props.href !== undefined && isLinkWithoutPage(props.href, basePath) ? { ...props, 'data-no-prefetch': '' } : props;
    return localized ? localized(marked) : <a {...marked} />;
  };
  const components = { ...mdxComponentsFor(untilTruncate), ...(bare ? {} : { a }) };
  const rendered = Component ? (
    <Component components={components} />
  ) : (
    <LazyMdxClient code={body.code} untilTruncate={untilTruncate} locale={locale} links={links} />
  );
  // Docusaurus's global data for the client components in the body, on a site whose code or MDX reads it.
  const scoped = described ? <ContentScope value={described}>{rendered}</ContentScope> : rendered;
  const content = Object.keys(globalData).length > 0 ? <GlobalDataScope locale={locale}>{scoped}</GlobalDataScope> : scoped;
  return (
    <div className={bare ? 'react-page' : 'markdown'}>
      {hasMath(body.code) ? <Stylesheet href={KATEX_STYLESHEET} /> : null}
      {stylesheets.map((href) => (
        <Stylesheet key={href} href={href} />
      ))}
      {/* Client components in the body (a React page) ask the Docusaurus API in the page's locale. */}
      {locale === siteLocale.locale ? content : <MdxLocale locale={locale}>{content}</MdxLocale>}
      {children}
    </div>
  );
}

/** The browser code the bodies on the page at `href` need: Mermaid, live code (ContentEnhancements), image zoom. */
export function BodyEnhancements({ bodies, href }: { bodies: readonly Body[]; href: string }) {
  const compiled = bodies.map((body) => (body.format === 'html' ? body.html : body.code)).join('\n');
  return (
    <>
      <ContentEnhancements compiled={compiled} />
      {hasZoomableImages(compiled) ? <LazyImageZoom key={href} locale={pageLocale().locale} /> : null}
    </>
  );
}
