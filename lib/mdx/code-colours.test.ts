import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { codeColourCss, codePalette } from './code-colours';
import { highlightCodeToHtml } from './highlight';

test('app/code-colours.css is the stylesheet the palettes give (run scripts/write-code-colours.ts after a theme change)', async () => {
  assert.equal(fs.readFileSync('app/code-colours.css', 'utf8'), await codeColourCss());
});

test('tokens carry palette classes that the stylesheet defines, and no inline colour', async () => {
  const html = await highlightCodeToHtml({
    code: 'export async function run(n) {\n  return n + "1"; // done\n}',
    language: 'js',
  });
  const css = await codeColourCss();
  assert.doesNotMatch(html, /--shiki-/);
  const tokens = [...html.matchAll(/<span class="(sl\d+) (sd\d+)">([^<]*)<\/span>/g)];
  assert.ok(tokens.length >= 8, `${tokens.length} coloured tokens in ${html}`);
  for (const [, light, dark] of tokens) {
    assert.match(css, new RegExp(`\\.${light} \\{\\n  --shiki-light: #[0-9a-f]{6};`));
    assert.match(css, new RegExp(`\\.${dark} \\{\\n  --shiki-dark: #[0-9a-f]{6};`));
  }
  // Keywords, strings and comments get different colours in each theme.
  const colour = (text: string) =>
    tokens
      .find((t) => t[3]!.trim() === text)
      ?.slice(1, 3)
      .join(' ');
  assert.ok(colour('export') && colour('"1"') && colour('// done'), 'keyword, string and comment tokens');
  assert.equal(new Set([colour('export'), colour('"1"'), colour('// done')]).size, 3);
});

test('the palettes hold the contrast-fixed colours (github-light red #d73a49 is darkened for its backgrounds)', async () => {
  const { light, dark } = await codePalette();
  assert.ok(!light.includes('#d73a49') && light.includes('#c23442'), light.join(' '));
  assert.ok(dark.includes('#e1e4e8'), dark.join(' '));
});
