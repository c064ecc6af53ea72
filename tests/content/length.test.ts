/**
 * The writing bars of the content: CJK characters of the article body (code excluded) per page, an h2 on
 * every page, complete front matter. Overview pages need 600 characters, other docs 1,500, posts 800.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { splitFrontMatter } from '../../lib/content/frontmatter';
import { countCjk } from '../../lib/content/reading-time';
import { authorFrontMatter } from '../helpers/front-matter';
import { listContentFiles } from './examples';

const root = path.resolve('content');
const OVERVIEWS = new Set(['docs/intro.md', 'js-docs/index.md', 'js-docs/react/index.md', 'css-docs/index.md', 'css-docs/base/index.md', 'reading/index.md']);

function barOf(rel: string): number | undefined {
  if (rel.startsWith('blog/')) return 800;
  if (rel.startsWith('pages/')) return 500;
  return OVERVIEWS.has(rel) ? 600 : 1500;
}

describe('every page meets its length bar, has h2 headings and complete front matter', () => {
  for (const file of listContentFiles(root)) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    test(rel, () => {
      const { body } = splitFrontMatter(fs.readFileSync(file, 'utf8'));
      const bar = barOf(rel)!;
      const count = countCjk(body);
      assert.ok(count >= bar, `${rel} has ${count} CJK characters, needs ${bar}`);
      assert.match(body, /^## /m, `${rel} has no h2`);
      // The author's own front matter, before any fallback (a description never falls back to the summary here).
      const data = authorFrontMatter(file);
      if (rel.startsWith('pages/')) return;
      const description = typeof data.description === 'string' ? data.description.trim() : '';
      assert.ok(description.length >= 10, `${rel}: front matter description of 10+ characters, got ${JSON.stringify(data.description)}`);
      if (rel.startsWith('blog/')) {
        assert.ok(Array.isArray(data.tags) && data.tags.length > 0, `${rel}: front matter tags`);
        assert.ok(data.date !== undefined || /\/\d{4}-\d{2}-\d{2}-/.test(rel), `${rel}: a date (front matter or file name)`);
      } else {
        assert.equal(typeof data.sidebar_position, 'number', `${rel}: front matter sidebar_position`);
      }
    });
  }
});
