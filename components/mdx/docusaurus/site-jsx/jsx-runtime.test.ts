import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { UNCHECKED_ANCHOR_ATTRIBUTE } from '@/lib/unchecked-anchor';
import { jsx, jsxs } from './jsx-runtime';
import { jsxDEV } from './jsx-dev-runtime';

test("the site code's JSX runtime marks each plain <a>, and nothing else, as a link Docusaurus does not check", () => {
  const html = renderToStaticMarkup(
    jsxs('div', {
      children: [jsx('a', { href: '/projects', children: 'plain' }, 'a'), jsx('span', { children: 'text' }, 'b')],
    }),
  );
  assert.equal(html, `<div><a href="/projects" ${UNCHECKED_ANCHOR_ATTRIBUTE}="">plain</a><span>text</span></div>`);
  // React's development runtime exists outside production builds only (`npm run dev`).
  if (process.env.NODE_ENV !== 'production')
    assert.equal(
      renderToStaticMarkup(jsxDEV('a', { href: '/dev' }, undefined, false, undefined, undefined)),
      `<a href="/dev" ${UNCHECKED_ANCHOR_ATTRIBUTE}=""></a>`,
    );
});
