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
  assert.ok(tokens.length >= 6, `${tokens.length} coloured tokens in ${html}`);
  for (const [, light, dark] of tokens) {
    assert.match(css, new RegExp(`\\.${light} \\{\\n  --shiki-light: #[0-9a-f]{6};`));
    assert.match(css, new RegExp(`\\.${dark} \\{\\n  --shiki-dark: #[0-9a-f]{6};`));
  }
  // Keywords, strings and comments get different colours in each theme.
  const colour = (text: string) =>
    tokens
      .find((t) => t[3]!.includes(text))
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

test("a token in the themes' foreground has no span, and same-coloured neighbours share one; the text is unchanged", async () => {
  const code = 'export async function run(n) {\n  return n + "1"; // done\n}';
  const html = await highlightCodeToHtml({ code, language: 'js' });
  const lines = [...html.matchAll(/<span data-line="">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => m[1]!);
  assert.equal(lines.length, 3, html);
  const text = (s: string) =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/&#x26;/g, '&')
      .replace(/&#x3C;/g, '<');
  assert.deepEqual(lines.map(text), code.split('\n'));
  assert.doesNotMatch(html, /class="sl0 sd0"/, 'foreground tokens are bare text, coloured by `code`');
  assert.match(lines[0]!, /^<span class="sl5 sd5">export async function<\/span><span class="sl3 sd3"> run<\/span>\(/);
  assert.equal(lines[2], '}');
  const spans = [...html.matchAll(/<span class="(s[^"]+)">[^<]*<\/span>(?=<span class="(s[^"]+)">)/g)];
  assert.ok(
    spans.every(([, a, b]) => a !== b),
    'no two neighbouring spans of the same colours',
  );
  const { light, dark } = await codePalette();
  assert.match(await codeColourCss(), new RegExp(`code \\{\\n  --shiki-light: ${light[0]};\\n  --shiki-dark: ${dark[0]};`));
});
