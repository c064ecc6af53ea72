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
import { describeDoc, describePost } from '../../lib/content/describe';
import { listContentFiles } from './examples';

const root = path.resolve('content');
const OVERVIEWS = new Set(['docs/intro.md', 'js-docs/index.md', 'js-docs/react/index.md', 'css-docs/index.md', 'css-docs/base/index.md', 'reading/index.md']);

function barOf(rel: string): number | undefined {
  if (rel.startsWith('blog/')) return 800;
  if (rel.startsWith('pages/')) return 500;
  return OVERVIEWS.has(rel) ? 600 : 1500;
}

describe('every page meets its length bar and has h2 headings', () => {
  for (const file of listContentFiles(root)) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    test(rel, () => {
      const { body } = splitFrontMatter(fs.readFileSync(file, 'utf8'));
      const bar = barOf(rel)!;
      const count = countCjk(body);
      assert.ok(count >= bar, `${rel} has ${count} CJK characters, needs ${bar}`);
      assert.match(body, /^## /m, `${rel} has no h2`);
      if (rel.startsWith('blog/')) {
        const post = describePost(rel);
        assert.ok(post.description && post.tags.length > 0 && post.date, `${rel} front matter: description, tags, date`);
      } else if (!rel.startsWith('pages/')) {
        const doc = describeDoc(rel);
        assert.ok(doc.sidebarPosition !== undefined || doc.dirs.length > 0, `${rel} has a sidebar_position`);
        assert.ok(fs.readFileSync(file, 'utf8').includes('description:'), `${rel} has a description`);
      }
    });
  }
});
