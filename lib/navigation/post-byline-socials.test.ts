// @own-process: sets CONTENT_DIR for the site config it imports, which is read once.
/**
 * On a site of Docusaurus 3.5+, a post's byline shows each author's social accounts after the name and title
 * (theme-classic's Blog/Components/Author renders Author/Socials there, as on the author pages): from authors.yml,
 * or from the post's inline author, whose `socials` replace the map's. Earlier releases show none.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusRules } from '../content/docusaurus-rules';
import type { PostFrontMatter } from '../content/frontmatter';
import { siteConfigJson, withContentDir } from '../../tests/helpers/content-dir';

withContentDir('byline-socials', {
  'site.config.json': siteConfigJson({
    docusaurusVersion: '3.9.2',
    docs: [],
    blogs: [{ id: 'default', folder: 'blog', routeBasePath: '/blog' }],
  }),
  'blog/authors.yml': [
    'mei:',
    '  name: Mei',
    '  title: Writer',
    '  socials:',
    '    github: mei-writes',
    '    x: https://x.com/mei',
    'ren:',
    '  name: Ren',
    '  socials:',
    '    github: ren',
    'sol:',
    '  name: Sol',
    '',
  ].join('\n'),
});

const frontMatter = (authors: PostFrontMatter['authors']) => ({ authors }) as PostFrontMatter;

test("an author's socials come from authors.yml; an inline author's replace them; none stay none", async () => {
  const { resolveAuthors } = await import('../content/authors');
  const [mei, ren, sol] = resolveAuthors(
    frontMatter(['mei', { key: 'ren', socials: { linkedin: 'ren-l' } }, 'sol']),
    'blog',
    'blog/post.md',
    2,
  );
  assert.deepEqual(mei?.socials, { github: 'mei-writes', x: 'https://x.com/mei' });
  assert.deepEqual(ren?.socials, { linkedin: 'ren-l' }, "front matter's socials replace the map's");
  assert.equal(sol && 'socials' in sol, false, 'no socials key when there are none');
});

test("a post's byline links each author's accounts after the name and title", async () => {
  const { resolveAuthors } = await import('../content/authors');
  const { postBylineHtml } = await import('./html-blocks');
  const authors = resolveAuthors(frontMatter(['mei', 'sol']), 'blog', 'blog/post.md', 2);
  const html = postBylineHtml({ blogId: 'default', date: '2026-02-03T00:00:00.000Z', authors } as never);
  assert.match(
    html,
    /<span>Mei<small>Writer<\/small><span class="post-author-socials" aria-label="[^"]*Mei[^"]*">/,
    'after the title',
  );
  assert.match(html, /<a href="https:\/\/github\.com\/mei-writes" rel="me noopener">GitHub<\/a>/);
  assert.match(html, /<a href="https:\/\/x\.com\/mei" rel="me noopener">X<\/a>/);
  assert.match(html, /<span>Sol<\/span><\/li>/, 'an author without socials: none');
});

test('sites before Docusaurus 3.5 show no socials in bylines', () => {
  assert.equal(docusaurusRules('3.4.0').authorSocialsInBylines, false);
  assert.equal(docusaurusRules('3.5.0').authorSocialsInBylines, true);
});
