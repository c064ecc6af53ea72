import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteConfig } from '../../config/site';
import { extractHeadings } from '../content/headings';
import { headingSlugger } from './heading-slug';
import { unified } from 'unified';
import { configureMarkdown } from './pipeline';

async function renderMarkdown(markdown: string): Promise<string> {
  const processor = unified();
  configureMarkdown(processor as never);
  return String(await processor.process(markdown));
}

const markdown = '## Hello World\n\n### Hello World\n\n## API `useDoc` {#Custom-Id}\n\n## 中文 Title\n';

test('emoji shortcodes become emoji in text and headings, after the heading ids (Docusaurus runs remark-emoji after them)', async () => {
  const md = '## Done :tada:\n\nShip it :+1: but not `:tada:` in code, nor :not-an-emoji:.\n';
  const html = await renderMarkdown(md);
  assert.match(html, /<h2 id="done-tada">Done 🎉/);
  assert.match(html, /Ship it 👍 but not <code>:tada:<\/code> in code, nor :not-an-emoji:\./);
  assert.deepEqual(extractHeadings(md), [{ depth: 2, value: 'Done 🎉', id: 'done-tada' }]);
  const markdown = siteConfig.markdown as { emoji: boolean };
  try {
    markdown.emoji = false;
    assert.deepEqual(extractHeadings(md), [{ depth: 2, value: 'Done :tada:', id: 'done-tada' }]);
  } finally {
    markdown.emoji = true;
  }
});

test('heading ids: github-slugger in order, lower case unless markdown.anchors.maintainCase, explicit ids as written', async () => {
  const anchors = siteConfig.markdown.anchors as { maintainCase: boolean };
  const ids = async () => ({
    toc: extractHeadings(markdown).map((h) => h.id),
    page: [...(await renderMarkdown(markdown)).matchAll(/<h[2-6][^>]* id="([^"]+)"/g)].map((m) => m[1]),
  });
  assert.deepEqual(await ids(), {
    toc: ['hello-world', 'hello-world-1', 'Custom-Id', '中文-title'],
    page: ['hello-world', 'hello-world-1', 'Custom-Id', '中文-title'],
  });
  try {
    anchors.maintainCase = true;
    assert.deepEqual(await ids(), {
      toc: ['Hello-World', 'Hello-World-1', 'Custom-Id', '中文-Title'],
      page: ['Hello-World', 'Hello-World-1', 'Custom-Id', '中文-Title'],
    });
    const slug = headingSlugger();
    assert.deepEqual([slug('A b'), slug('A b'), slug('a b')], ['A-b', 'A-b-1', 'a-b']);
  } finally {
    anchors.maintainCase = false;
  }
});
