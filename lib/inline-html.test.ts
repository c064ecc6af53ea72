import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inlineHtmlText, safeInlineHtml } from './inline-html';

test('inline HTML of the copyright line: images, links and formatting kept; scripts and handlers dropped', () => {
  assert.equal(
    safeInlineHtml(
      'Copyright © 2024 <a href="https://example.com" target="_blank">Ex</a> · <img src="/img/badge.svg" alt="badge" style="height:1em" />',
    ),
    'Copyright © 2024 <a href="https://example.com">Ex</a> · <img src="/myblog/img/badge.svg" alt="badge" style="height:1em">',
  );
  assert.equal(
    safeInlineHtml('<b>Bold</b><br><script>alert(1)</script><img src="x.png" onerror="alert(1)">'),
    '<b>Bold</b><br><img src="x.png">',
  );
  assert.equal(safeInlineHtml('<a href="javascript:alert(1)">x</a>'), '<a>x</a>');
  assert.equal(safeInlineHtml('Tom & Jerry <3'), 'Tom &#x26; Jerry &#x3C;3');
  assert.equal(inlineHtmlText('Copyright &copy; 2024 <a href="/x">Ex</a>\n <img src="a.png">'), 'Copyright © 2024 Ex');
});

test('inline HTML of an icon link: its SVG drawing kept, without scripts or handlers', () => {
  assert.equal(
    safeInlineHtml(
      '<a class="social" href="https://example.org/" aria-label="Example"><svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><path fill-rule="evenodd" d="M0 0h24v24H0z"/><script>alert(1)</script></svg></a>',
    ),
    '<a class="social" href="https://example.org/" aria-label="Example"><svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><path fill-rule="evenodd" d="M0 0h24v24H0z"></path></svg></a>',
  );
});
