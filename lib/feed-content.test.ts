import assert from 'node:assert/strict';
import { test } from 'node:test';
import { postContentHtml } from './feed-content';

const page = (article: string, tail = '') =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><main><article class="post"><header><h1>T</h1></header>` +
  `<div class="markdown">${article}</div><footer><a href="/blog/tags/x/">x</a></footer></article></main>${tail}</body></html>`;

test("a post's article: links, images and sources made absolute against the post's URL, comments dropped", () => {
  const html = postContentHtml(
    page(
      '<p>a<!-- --> <a href="/blog/other/">o</a> <a href="#h">h</a> <a href="https://e.org/">e</a></p><!-- truncate -->' +
        '<picture><source srcset="/img/a.avif 1x, /img/a2.avif 2x" type="image/avif"><img src="../img/a.png" alt=""></picture>',
    ),
    'https://x.io/base/blog/post/',
  );
  assert.equal(
    html,
    '<p>a <a href="https://x.io/blog/other/">o</a> <a href="https://x.io/base/blog/post/#h">h</a> <a href="https://e.org/">e</a></p>' +
      '<picture><source srcset="https://x.io/img/a.avif 1x, https://x.io/img/a2.avif 2x" type="image/avif">' +
      '<img src="https://x.io/base/blog/img/a.png" alt=""></picture>',
  );
});

test('a streamed article takes the segment $RC completes its boundary with; a page without an article has none', () => {
  const html = postContentHtml(
    page(
      '<!--$?--><template id="B:1"></template><!--/$-->',
      '<div hidden id="S:0"><p>wrong</p></div><div hidden id="S:2"><p>streamed <a href="/a/">a</a></p></div>' +
        '<script>$RC("B:1","S:2")</script>',
    ),
    'https://x.io/p/',
  );
  assert.equal(html, '<p>streamed <a href="https://x.io/a/">a</a></p>');
  assert.equal(postContentHtml('<html><body><main><p>no article</p></main></body></html>', 'https://x.io/'), undefined);
});
