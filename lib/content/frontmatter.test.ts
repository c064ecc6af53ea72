import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteConfig } from '../../config/site';
import { docusaurusRules } from './docusaurus-rules';
import { ContentError } from './errors';
import {
  contentlayerBody,
  contentlayerFieldOptions,
  docFrontMatter,
  isDocusaurusUri,
  isValidDateString,
  normalizeDateText,
  pageFrontMatter,
  parseFrontMatter,
  postFrontMatter,
  readFrontMatter,
} from './frontmatter';

const fm = (yaml: string) => `---\n${yaml}\n---\n\nbody\n`;

function error(fn: () => unknown): ContentError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ContentError, `expected a ContentError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected an error');
}

test('impossible dates are rejected with file, line and field', () => {
  const e = error(() => parseFrontMatter(postFrontMatter, fm('title: T\ndate: 2021-02-30'), 'blog/x.md'));
  assert.equal(e.file, 'blog/x.md');
  assert.equal(e.line, 3);
  assert.equal(e.field, 'date');
  assert.match(e.message, /^blog\/x\.md:3: field "date": is not a valid date/);
  assert.ok(isValidDateString('2024-02-29'));
  assert.ok(!isValidDateString('2023-02-29'));
  assert.ok(isValidDateString('2021-10-12 10:30'));
  // The same impossible day in another spelling.
  assert.equal(error(() => parseFrontMatter(postFrontMatter, fm('title: T\ndate: 2021/02/30'), 'blog/x.md')).field, 'date');
  assert.equal(error(() => parseFrontMatter(postFrontMatter, fm('title: T\ndate: someday'), 'blog/x.md')).field, 'date');
});

test('dates Docusaurus reads through JavaScript, not YAML, are read too (2020/08/16, 2020-8-6, Aug 16 2020)', () => {
  const date = (text: string) => (parseFrontMatter(postFrontMatter, fm(`title: T\ndate: ${text}`), 'blog/x.md') as { date?: string }).date;
  assert.equal(date('2020/08/16'), '2020-08-16');
  assert.equal(date('2020-8-6'), '2020-08-06');
  assert.equal(date('2020.08.16'), '2020-08-16');
  assert.equal(date('2021-10-12 10:30'), '2021-10-12 10:30');
  assert.equal(date('2021-10-12T10:30:00+08:00'), '2021-10-12T10:30:00+08:00');
  assert.equal(normalizeDateText('Aug 16 2020'), new Date('Aug 16 2020').toISOString());
  assert.equal(normalizeDateText('20200816'), '20200816', 'a bare number is no date');
});

test('a wrong field type names the field and its line', () => {
  const e = error(() => parseFrontMatter(docFrontMatter, fm('title: T\ndescription: d\nsidebar_position: first'), 'docs/a.md'));
  assert.equal(e.field, 'sidebar_position');
  assert.equal(e.line, 4);
});

test('tags must be non-empty strings or label objects', () => {
  const e = error(() => parseFrontMatter(docFrontMatter, fm("tags: [ok, '']"), 'docs/a.md'));
  assert.equal(e.field, 'tags.1');
  assert.ok(parseFrontMatter(docFrontMatter, fm('tags: [a, {label: B, permalink: b}]'), 'docs/a.md'));
});

test('values convert as Joi converts them for Docusaurus: numbers and dates to text, numeric text to numbers, "true" to true', () => {
  const doc = parseFrontMatter(
    docFrontMatter,
    fm('title: 2024\nslug: 20260903\nid: 7\ntags: [2024, js]\nsidebar_position: "3"\nsidebar_label: 1.5\nhide_title: "true"\nunlisted: False'),
    'docs/a.md',
  );
  assert.deepEqual(
    [doc.title, doc.slug, doc.id, doc.tags, doc.sidebar_position, doc.sidebar_label, doc.hide_title, doc.unlisted],
    ['2024', '20260903', '7', ['2024', 'js'], 3, '1.5', true, false],
  );
  assert.equal(parseFrontMatter(postFrontMatter, fm('authors: [1, ann]'), 'blog/a.md').authors?.toString(), '1,ann');
  assert.equal(error(() => parseFrontMatter(docFrontMatter, fm('sidebar_position: "3rd"'), 'docs/a.md')).field, 'sidebar_position');
});

test('a tag may hold "/" as Docusaurus allows (its page slug is the kebab-case label)', () => {
  assert.deepEqual(parseFrontMatter(postFrontMatter, fm('tags: [shadcn/ui, a/b/c]'), 'blog/x.md').tags, ['shadcn/ui', 'a/b/c']);
});

test('front matter reads as gray-matter + js-yaml 3 read it for Docusaurus', () => {
  // A double-quoted scalar continued on an unindented line: js-yaml folds the break into a space.
  const folded = parseFrontMatter(docFrontMatter, fm('title: T\ndescription: "first part\nsecond part"\nslug: /x'), 'docs/a.md');
  assert.equal(folded.description, 'first part second part');
  assert.equal(folded.slug, '/x');
  // YAML 1.1 forms js-yaml 3 keeps: sexagesimal numbers, merge keys.
  assert.equal(readFrontMatter(fm('n: 1:30')).data && (readFrontMatter(fm('n: 1:30')).data as { n: number }).n, 90);
  assert.deepEqual(readFrontMatter(fm('base: &b {a: 1}\nx:\n  <<: *b\n  c: 2')).data, { base: { a: 1 }, x: { a: 1, c: 2 } });
  // Timestamps stay the text written, for the date checks; an empty file or an empty block is no front matter.
  assert.deepEqual(readFrontMatter(fm('date: 2021-02-03 10:00')).data, { date: '2021-02-03 10:00' });
  assert.deepEqual(readFrontMatter('').data, {});
  assert.deepEqual(readFrontMatter('---\n---\n').data, {});
  assert.deepEqual(readFrontMatter('---\n# only a comment\n---\nbody').data, {});
});

test('what js-yaml rejects keeps its file:line error', () => {
  const e = error(() => parseFrontMatter(docFrontMatter, fm('title: T\ndescription: "never closed\nslug: x'), 'docs/a.md'));
  assert.match(e.message, /^docs\/a\.md:\d+: invalid YAML front matter: /);
  const dup = error(() => parseFrontMatter(docFrontMatter, fm('title: T\ntitle: U'), 'docs/a.md'));
  assert.equal(dup.line, 3);
  assert.match(dup.message, /duplicated mapping key/);
});

test('broken YAML reports the line of the mistake', () => {
  const e = error(() => parseFrontMatter(docFrontMatter, fm('title: T\ntags: [a, b\nslug: x'), 'docs/a.md'));
  assert.equal(e.field, undefined);
  assert.ok(e.line !== undefined && e.line >= 3, `line ${e.line}`);
  assert.match(e.message, /invalid YAML front matter/);
});

test("contentlayerBody cuts the front matter as gray-matter does for Contentlayer's body.raw", () => {
  // Expected values are gray-matter 4.0.3's `content` for each input (Contentlayer's parser).
  const cases: [string, string][] = [
    ['---\na: 1\n---\n\n## 标题\n', '\n## 标题\n'],
    ['---\r\na: 1\r\n---\r\nbody\r\n', 'body\r\n'],
    ['\uFEFF---\ntitle: a\n---\r\n\r\nbody', '\r\nbody'],
    ['---\n---\nx', 'x'],
    ['---yaml\ntitle: a\n---\nb', 'b'],
    ['---\na: 1\n---', ''],
    ['---\ntitle: a\n', ''],
    ['----\nx', '----\nx'],
    ['no front', 'no front'],
  ];
  for (const [source, body] of cases) assert.equal(contentlayerBody(source), body, JSON.stringify(source));
});

test('a front matter `type` (Docusaurus ignores it) does not choose the Contentlayer document type', () => {
  const field = contentlayerFieldOptions.typeFieldName;
  assert.notEqual(field, 'type');
  for (const schema of [docFrontMatter, postFrontMatter, pageFrontMatter]) assert.ok(!(field in schema.shape), field);
});

// Held to Docusaurus 3.10.2's own URISchema (@docusaurus/utils-validation), run on each of these values.
test("image, custom_edit_url and author links are URIs as Docusaurus's URISchema reads them", () => {
  const valid = ['/img/a.png', 'img/a.png', './a.png', '/img/%E4%BB%80.png', 'https://例子.com/圖.png', 'https://x.com/a b.png'];
  valid.push('/a?b=c#d', '/a%zz.png', 'a:b', '//cdn.x.com/a.png', '/img/a(1).png', '/img/~a.png', 'data:image/png;base64,AAA');
  const invalid = ['../a b.png', '/img/什麼.png', '/a#b#c', '/a[1].png', '/a|b.png', '', '/img/a{1}.png', '/img/a^.png'];
  invalid.push('/img/a\\b.png', '/img/a"b.png');
  for (const value of valid) assert.equal(isDocusaurusUri(value), true, value);
  for (const value of invalid) assert.equal(isDocusaurusUri(value), false, value);

  const e = error(() => parseFrontMatter(postFrontMatter, fm('title: T\nimage: /img/uploads/封面，草稿？.png'), 'blog/a.md'));
  assert.equal(e.field, 'image');
  assert.equal(e.line, 3);
  assert.equal(error(() => parseFrontMatter(docFrontMatter, fm('image: /img/a b.png'), 'docs/a.md')).field, 'image');
  // A page's front matter is validated from 2.0.0-beta.15 on: this project's own config names an earlier release.
  if (docusaurusRules(siteConfig.docusaurusVersion).pageFrontMatterValidation)
    assert.equal(error(() => parseFrontMatter(pageFrontMatter, fm('image: /img/页.png'), 'pages/a.md')).field, 'image');
  else assert.ok(parseFrontMatter(pageFrontMatter, fm('image: /img/页.png'), 'pages/a.md'));
  assert.equal(error(() => parseFrontMatter(postFrontMatter, fm('author_url: /u/张三'), 'blog/a.md')).field, 'author_url');
  const inline = error(() => parseFrontMatter(postFrontMatter, fm('authors:\n  - name: A\n    url: /a b'), 'blog/a.md'));
  assert.match(inline.field ?? '', /^authors/);
  // custom_edit_url may also be empty or null (no edit link), as its schema allows.
  assert.ok(parseFrontMatter(docFrontMatter, fm("custom_edit_url: ''"), 'docs/a.md'));
  assert.ok(parseFrontMatter(docFrontMatter, fm('custom_edit_url: null'), 'docs/a.md'));
  assert.equal(error(() => parseFrontMatter(docFrontMatter, fm('custom_edit_url: /edit/文件.md'), 'docs/a.md')).field, 'custom_edit_url');
});
