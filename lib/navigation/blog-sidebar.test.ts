import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recentPosts } from './blog-sidebar';

const posts = [{ permalink: '/blog/draft-idea/', unlisted: true }, { permalink: '/blog/second/' }, { permalink: '/blog/first/' }];
const links = (list: readonly { permalink: string }[]) => list.map((p) => p.permalink);

test('the sidebar holds the first sidebarCount posts, unlisted ones counted but shown only on their own page', () => {
  assert.deepEqual(links(recentPosts(posts, 2, '/blog/').posts), ['/blog/second/']);
  assert.deepEqual(links(recentPosts(posts, 2, '/blog/draft-idea/').posts), ['/blog/draft-idea/', '/blog/second/']);
  assert.deepEqual(links(recentPosts(posts, 'ALL', '/blog/').posts), ['/blog/second/', '/blog/first/']);
});

test('blogSidebarCount 0, or a blog without posts, has no sidebar at all; one whose items are all hidden still has one', () => {
  assert.equal(recentPosts(posts, 0, '/blog/').shown, false);
  assert.equal(recentPosts([], 'ALL', '/blog/').shown, false);
  assert.deepEqual(recentPosts(posts, 1, '/blog/'), { shown: true, posts: [] });
});
