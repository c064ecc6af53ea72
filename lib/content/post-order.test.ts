import assert from 'node:assert/strict';
import { test } from 'node:test';
import { comparePosts, inBlogOrder } from './post-order.mjs';

const posts = [
  { date: '2024-03-01', sourceFilePath: 'blog/b.md' },
  { date: '2024-01-01', sourceFilePath: 'blog/old.md' },
  { date: '2024-03-01', sourceFilePath: 'blog/a.md' },
  { date: '2025-06-30', sourceFilePath: 'blog/new.md' },
];
const names = (list: typeof posts) => list.map((p) => p.sourceFilePath.slice(5, -3));

test('a blog lists its posts newest first, posts of one date by source path', () => {
  const newestFirst = [...posts].sort(comparePosts);
  assert.deepEqual(names(inBlogOrder(newestFirst, 'descending')), ['new', 'a', 'b', 'old']);
});

test("sortPosts 'ascending' reverses that order, ties included, as Docusaurus reverses its sorted posts", () => {
  const newestFirst = [...posts].sort(comparePosts);
  assert.deepEqual(names(inBlogOrder(newestFirst, 'ascending')), ['old', 'b', 'a', 'new']);
  assert.deepEqual(names(newestFirst), ['new', 'a', 'b', 'old'], 'the list it was given is left as it was');
});
