import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

const STYLESHEET = 'components/mdx/docusaurus/react-page.css';

/** The declarations of a rule of the stylesheet, by property (the rule named exactly by its selector). */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  assert.ok(start >= 0, `${selector} rule`);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map([...block.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

// Infima 0.2 (Docusaurus 3.10.2's): `.card` has no padding or border of its own (its header, body and footer do),
// `.badge`/`.badge--secondary` are a bold label on #ebedf0, headings and paragraphs have no top margin.
test("a React page's Infima card, badge, headings and paragraphs are drawn as Infima draws them", () => {
  const css = fs.readFileSync(STYLESHEET, 'utf8');
  const card = declarationsOf(css, '.react-page .card');
  // The site's own `.card` (app/globals.css) pads and frames its cards: an Infima card takes neither.
  assert.equal(card.get('padding'), '0');
  assert.equal(card.get('border'), '0');
  assert.equal(declarationsOf(css, '.react-page .card :where(p)').get('margin'), '0 0 var(--ifm-paragraph-margin-bottom)');
  assert.equal(
    declarationsOf(css, '.react-page :is(.card__header, .card__body, .card__footer):not(:last-child)').get('padding-bottom'),
    '0',
  );
  const badge = declarationsOf(css, '.react-page .badge');
  assert.equal(badge.get('display'), 'inline-block');
  assert.equal(badge.get('font-size'), '75%');
  assert.equal(declarationsOf(css, '.react-page .badge--secondary').get('--badge-bg'), 'var(--ifm-color-secondary)');
  assert.equal(
    declarationsOf(css, '.react-page :where(h1, h2, h3, h4, h5, h6)').get('margin'),
    '0 0 var(--ifm-heading-margin-bottom)',
  );
  assert.equal(declarationsOf(css, '.react-page :where(h3)').get('font-size'), '1.25rem');
  assert.equal(declarationsOf(css, '.react-page :where(p)').get('margin'), '0 0 var(--ifm-paragraph-margin-bottom)');
});

test('every Infima variable the React page stylesheet reads is defined on every page', () => {
  const css = fs.readFileSync(STYLESHEET, 'utf8');
  const infima = fs.readFileSync('components/mdx/docusaurus/infima-variables.css', 'utf8');
  const defined = new Set([...infima.matchAll(/(--ifm-[\w-]+)\s*:/g)].map((m) => m[1]!));
  const read = new Set([...css.matchAll(/var\((--ifm-[\w-]+)/g)].map((m) => m[1]!));
  assert.deepEqual(
    [...read].filter((name) => !defined.has(name)),
    [],
  );
});
