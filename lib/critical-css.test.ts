import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CRITICAL_STYLE_ATTRIBUTE, criticalCss, inlineCriticalCss, parseSheet, withoutCriticalCss } from './critical-css';

const SHEET = parseSheet(
  [
    ':root{--bg:#fff}',
    "[data-theme='dark']{--bg:#000}",
    'body{margin:0}',
    '.navbar a:hover{color:red}',
    '.search-dialog{display:grid}',
    '.doc-layout .toc,.missing-a .missing-b{display:none}',
    'p:not(.lead){margin:0}',
    '@media (min-width:997px){.doc-layout{display:grid}.search-dialog{width:600px}}',
    '@media print{.only-print{color:#000}}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
  ].join(''),
);

const PAGE = (head: string) =>
  `<!DOCTYPE html><html lang="zh-CN"><head>${head}</head><body>` +
  `<script>(()=>{document.documentElement.setAttribute("data-theme",localStorage.getItem("theme"))})()</script>` +
  `<header class="navbar"><a href="/">MyBlog</a></header><main><div class="doc-layout"><nav class="toc"></nav><p>正文</p></div></main></body></html>`;

test('critical CSS: the rules whose classes, elements and attributes occur in the page, in the sheet’s order', () => {
  assert.equal(
    criticalCss(SHEET, PAGE('')),
    ":root{--bg:#fff}[data-theme='dark']{--bg:#000}body{margin:0}.navbar a:hover{color:red}" +
      '.doc-layout .toc,.missing-a .missing-b{display:none}p:not(.lead){margin:0}' +
      '@media (min-width:997px){.doc-layout{display:grid}}@keyframes spin{to{transform:rotate(1turn)}}',
  );
});

test('critical CSS: the render-blocking link becomes the inlined rules and a link that does not block', () => {
  const link = '<link rel="stylesheet" href="/myblog/_next/static/chunks/a.css" data-precedence="mdx"/>';
  const asked: string[] = [];
  const html = inlineCriticalCss(PAGE(link), (href) => {
    asked.push(href);
    return SHEET;
  });
  assert.deepEqual(asked, ['/myblog/_next/static/chunks/a.css']);
  assert.ok(html);
  assert.ok(!html.replace(/<noscript>.*?<\/noscript>/g, '').includes(link), 'no render-blocking link is left');
  assert.match(html, new RegExp(`<style ${CRITICAL_STYLE_ATTRIBUTE}="">:root\\{--bg:#fff\\}`));
  assert.ok(
    html.includes(
      `<link rel="stylesheet" href="/myblog/_next/static/chunks/a.css" data-precedence="mdx" media="print" onload="this.media='all'"/>` +
        `<noscript><link rel="stylesheet" href="/myblog/_next/static/chunks/a.css"/></noscript>`,
    ),
  );
  // The page as Next wrote it can be told from the rewritten one (the search index compares pages so).
  assert.equal(withoutCriticalCss(html), PAGE(link));
  // A page rewritten already (merged from the previous export) is left as it is.
  assert.equal(
    inlineCriticalCss(html, () => SHEET),
    undefined,
  );
});

test('critical CSS: relative URLs of the stylesheet resolve where it is served', () => {
  const sheet = parseSheet(
    "@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main.woff2) format('woff2')}.a{background:url('../img/x.png')}.b{background:url(data:image/png;base64,AA)}",
    '/myblog/_assets/katex/katex.min.css',
  );
  assert.equal(
    criticalCss(sheet, '<p class="a b"></p>'),
    "@font-face{font-family:KaTeX_Main;src:url(/myblog/_assets/katex/fonts/KaTeX_Main.woff2) format('woff2')}" +
      ".a{background:url('/myblog/_assets/img/x.png')}.b{background:url(data:image/png;base64,AA)}",
  );
});
