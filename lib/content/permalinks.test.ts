import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import { mayNameUrl, urlFrontMatterOf } from './permalinks';

test('front matter that may set a URL key is parsed; front matter that cannot is not', () => {
  // Every way YAML can give the mapping a top-level id, slug or date: each must be parsed.
  const naming = [
    'title: 标题\nslug: /custom',
    'id: intro',
    'date: 2024-01-01',
    '"slug": a',
    "'id': a",
    '{title: x, slug: y}',
    '{ "date": 2024-01-01 }',
    'base: &b\n  slug: a\n<<: *b',
    'slug : spaced',
  ];
  for (const yaml of naming) {
    const data = parse(yaml, { merge: true }) as Record<string, unknown>;
    assert.ok(['id', 'slug', 'date'].some((key) => key in data), `the case itself names a URL key: ${yaml}`);
    assert.equal(mayNameUrl(yaml), true, yaml);
  }
  // Keys that only end in one of the names, and front matter without them, are left unparsed.
  for (const yaml of ['title: 标题\ndescription: 说明', 'sidebar_id: 3\ncustom_slug: a', 'tags: [a, b]\nupdated: x'])
    assert.equal(mayNameUrl(yaml), false, yaml);
});

test('urlFrontMatterOf reads parse_number_prefixes: false (or "false", as Joi converts it), nothing else of it', () => {
  assert.equal(urlFrontMatterOf('---\nparse_number_prefixes: false\n---\n# A\n').parse_number_prefixes, false);
  assert.equal(urlFrontMatterOf("---\nparse_number_prefixes: 'false'\n---\n").parse_number_prefixes, false);
  assert.equal(urlFrontMatterOf('---\nparse_number_prefixes: true\n---\n').parse_number_prefixes, undefined);
});
