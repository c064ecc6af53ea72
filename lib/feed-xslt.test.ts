import assert from 'node:assert/strict';
import { test } from 'node:test';
import { XMLValidator } from 'fast-xml-parser';
import { BUILTIN_FEED_XSLT, feedStylesheetFiles, withXsltStylesheet } from './feed-xslt';

test('a feed names its stylesheet right after the XML declaration, by file name, as Docusaurus injects it', () => {
  const feed = '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel/></rss>';
  assert.equal(
    withXsltStylesheet(feed, 'rss.xsl'),
    '<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="rss.xsl"?>\n<rss version="2.0"><channel/></rss>',
  );
});

test('the built-in stylesheets are rss.xsl and atom.xsl, each with the .css file of its name, and are well-formed XML', () => {
  const none = () => undefined;
  assert.deepEqual(Object.keys(feedStylesheetFiles('rss', true, none).files), ['rss.xsl', 'rss.css']);
  const atom = feedStylesheetFiles('atom', true, none);
  assert.equal(atom.xslName, 'atom.xsl');
  assert.deepEqual(Object.keys(atom.files), ['atom.xsl', 'atom.css']);
  for (const type of ['rss', 'atom'] as const) {
    assert.equal(XMLValidator.validate(BUILTIN_FEED_XSLT[type].xsl), true, `${type}.xsl parses`);
    assert.match(BUILTIN_FEED_XSLT[type].xsl, new RegExp(`href="${type}\\.css"`), `${type}.xsl links its stylesheet`);
  }
});

test("a site's own stylesheet is its .xsl file and the .css file of its name; either missing fails, as in Docusaurus", () => {
  const files: Record<string, string> = {
    'blog/feed/pretty.xsl': '<xsl/>',
    'blog/feed/pretty.css': 'body{}',
    'blog/lone.xsl': '<x/>',
  };
  const read = (relative: string) => files[relative];
  assert.deepEqual(feedStylesheetFiles('atom', 'blog/feed/pretty.xsl', read), {
    xslName: 'pretty.xsl',
    files: { 'pretty.xsl': '<xsl/>', 'pretty.css': 'body{}' },
  });
  assert.throws(() => feedStylesheetFiles('rss', 'blog/lone.xsl', read), /no CSS file of its name beside it \(blog\/lone\.css\)/);
  assert.throws(() => feedStylesheetFiles('rss', 'blog/missing.xsl', read), /no XSLT file at blog\/missing\.xsl/);
});
