import type { PageUrls } from '@/lib/metadata';

/**
 * A page's canonical link, og:url and hreflang links, written as Docusaurus writes them (lib/metadata.ts `PageUrls`):
 * rendered here rather than through Next's metadata, which percent-encodes them; React puts them in `<head>`.
 */
export function PageUrlTags({ urls }: { urls: PageUrls }) {
  return (
    <>
      {/* Unless the document's `<head>` block writes its own. */}
      {!urls.replaced?.includes('og:url') && <meta property="og:url" content={urls.canonical} />}
      {!urls.replaced?.includes('canonical') && <link rel="canonical" href={urls.canonical} />}
      {urls.languages.map(([lang, url]) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={url} />
      ))}
    </>
  );
}
