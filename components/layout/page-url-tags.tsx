import type { PageUrls } from '@/lib/metadata';

/**
 * A page's canonical link, og:url and hreflang links, written as Docusaurus writes them (lib/metadata.ts `PageUrls`):
 * rendered here rather than through Next's metadata, which percent-encodes them; React puts them in `<head>`.
 */
export function PageUrlTags({ urls }: { urls: PageUrls }) {
  return (
    <>
      <meta property="og:url" content={urls.canonical} />
      <link rel="canonical" href={urls.canonical} />
      {urls.languages.map(([lang, url]) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={url} />
      ))}
    </>
  );
}
