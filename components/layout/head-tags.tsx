import { siteConfig } from '@/config/site';

/** HTML attribute names whose React prop is spelled otherwise. */
const REACT_PROP: Record<string, string> = {
  charset: 'charSet',
  class: 'className',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  hreflang: 'hrefLang',
  'http-equiv': 'httpEquiv',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  itemprop: 'itemProp',
  referrerpolicy: 'referrerPolicy',
};

const propsOf = (attributes: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(attributes).map(([name, value]) => [REACT_PROP[name.toLowerCase()] ?? name, value]));

/**
 * The site's own `<head>` tags (Docusaurus's `headTags`, as the import carries them: `<meta>`, `<link>` to the site's
 * files, JSON-LD data), on every page as Docusaurus adds them, in the order written.
 */
export function HeadTags() {
  return siteConfig.headTags.map((tag, i) => {
    const props = propsOf(tag.attributes);
    if (tag.tagName === 'meta') return <meta key={i} {...props} />;
    if (tag.tagName === 'link') return <link key={i} {...props} />;
    return <script key={i} {...props} dangerouslySetInnerHTML={{ __html: tag.innerHTML ?? '' }} />;
  });
}
