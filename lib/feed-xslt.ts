/**
 * A feed's XSLT stylesheet (Docusaurus's `feedOptions.xslt`, 3.6+): the RSS or Atom file names it in an
 * `<?xml-stylesheet?>` instruction, and the `.xsl` file with the `.css` file of its name is served beside the feed, so a
 * browser opening the feed shows a page instead of raw XML. `true` is the built-in stylesheet (`rss.xsl`/`rss.css`,
 * `atom.xsl`/`atom.css`, this project's own), a path the site's own pair.
 */
import path from 'node:path';

export type FeedXsltType = 'rss' | 'atom';

/** Where a feed's stylesheet files come from: a content-folder file reader, for a site's own. */
export type ReadContentFile = (relative: string) => string | undefined;

const page = (title: string, body: string, css: string): string => `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" version="1.0" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html>
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>${title}</title>
        <link rel="stylesheet" href="${css}"/>
      </head>
      <body>
        <main>
${body}
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

/** Where a feed format keeps what the page shows (XPath from the document's root, then from an item). */
interface FeedPaths {
  readonly label: string;
  readonly feed: string;
  readonly subtitle: string;
  readonly link: string;
  readonly item: string;
  readonly itemLink: string;
  readonly itemTitle: string;
  readonly itemDate: string;
  readonly itemSummary: string;
}

const feedPage = (p: FeedPaths, css: string): string =>
  page(
    `<xsl:value-of select="${p.feed}title"/> (${p.label})`,
    `          <p class="feed-note">A feed of this blog's posts: paste its address into a feed reader to follow it.</p>
          <h1><xsl:value-of select="${p.feed}title"/></h1>
          <p><xsl:value-of select="${p.feed}${p.subtitle}"/></p>
          <p><a href="{${p.feed}${p.link}}">Open the blog</a></p>
          <xsl:for-each select="${p.feed}${p.item}">
            <article>
              <h2><a href="{${p.itemLink}}"><xsl:value-of select="${p.itemTitle}"/></a></h2>
              <p class="feed-date"><xsl:value-of select="${p.itemDate}"/></p>
              <p><xsl:value-of select="${p.itemSummary}"/></p>
            </article>
          </xsl:for-each>`,
    css,
  );

const RSS_XSL = feedPage(
  {
    label: 'RSS',
    feed: 'rss/channel/',
    subtitle: 'description',
    link: 'link',
    item: 'item',
    itemLink: 'link',
    itemTitle: 'title',
    itemDate: 'pubDate',
    itemSummary: 'description',
  },
  'rss.css',
);

const ATOM_XSL = feedPage(
  {
    label: 'Atom',
    feed: 'atom:feed/atom:',
    subtitle: 'subtitle',
    link: "link[@rel='alternate']/@href",
    item: 'entry',
    itemLink: 'atom:link/@href',
    itemTitle: 'atom:title',
    itemDate: 'atom:updated',
    itemSummary: 'atom:summary',
  },
  'atom.css',
);

const FEED_CSS = `body {
  margin: 0;
  font-family: system-ui, -apple-system, 'Segoe UI', sans-serif;
  line-height: 1.6;
  color: #1c1e21;
  background: #fff;
}
main {
  max-width: 46rem;
  margin: 0 auto;
  padding: 2rem 1rem;
}
.feed-note {
  padding: 0.75rem 1rem;
  border-radius: 0.4rem;
  background: #eef3fb;
}
article {
  border-top: 1px solid #dadde1;
  padding: 0.5rem 0;
}
h2 {
  margin-bottom: 0;
  font-size: 1.2rem;
}
.feed-date {
  margin: 0;
  color: #606770;
  font-size: 0.9rem;
}
a {
  color: #2e62b8;
}
@media (prefers-color-scheme: dark) {
  body {
    color: #e3e3e3;
    background: #1b1b1d;
  }
  .feed-note {
    background: #25324a;
  }
  article {
    border-color: #444950;
  }
  .feed-date {
    color: #a8adb3;
  }
  a {
    color: #8cb4ff;
  }
}
`;

/** The built-in stylesheets, named as Docusaurus's (its plugin's `assets/rss.xsl` and `assets/atom.xsl`). */
export const BUILTIN_FEED_XSLT: Record<FeedXsltType, { xsl: string; css: string }> = {
  rss: { xsl: RSS_XSL, css: FEED_CSS },
  atom: { xsl: ATOM_XSL, css: FEED_CSS },
};

/**
 * A feed's stylesheet files, by their names beside the feed: the `.xsl` file and the `.css` file of its name
 * (Docusaurus's generateXsltFiles copies both, and fails without either).
 */
export function feedStylesheetFiles(
  type: FeedXsltType,
  setting: true | string,
  readContentFile: ReadContentFile,
): { xslName: string; files: Record<string, string> } {
  if (setting === true) {
    return {
      xslName: `${type}.xsl`,
      files: { [`${type}.xsl`]: BUILTIN_FEED_XSLT[type].xsl, [`${type}.css`]: BUILTIN_FEED_XSLT[type].css },
    };
  }
  const parsed = path.posix.parse(setting);
  const cssPath = path.posix.join(parsed.dir, `${parsed.name}.css`);
  const xsl = readContentFile(setting);
  if (xsl === undefined) throw new Error(`feedXslt.${type}: no XSLT file at ${setting}`);
  const css = readContentFile(cssPath);
  if (css === undefined) {
    throw new Error(`feedXslt.${type}: the XSLT file ${setting} has no CSS file of its name beside it (${cssPath})`);
  }
  return { xslName: parsed.base, files: { [parsed.base]: xsl, [`${parsed.name}.css`]: css } };
}

/** The feed with its stylesheet named, as Docusaurus's injectXslt names it (after the XML declaration, by file name). */
export function withXsltStylesheet(feed: string, xslName: string): string {
  const declaration = '<?xml version="1.0" encoding="utf-8"?>';
  return feed.replace(declaration, `${declaration}<?xml-stylesheet type="text/xsl" href="${xslName}"?>`);
}
