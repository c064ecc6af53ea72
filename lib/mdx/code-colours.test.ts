import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { codeColourCss, codePalette, type CodePalette } from './code-colours';
import { CODE_BACKGROUNDS, contrastOfHex, ensureContrast } from './contrast';
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

/** A custom property's value in the first rule of `css` whose selector is exactly `selector`. */
function customProperty(css: string, selector: string, name: string): string | undefined {
  const start = css.indexOf(`\n${selector} {`);
  if (start === -1) return undefined;
  const block = css.slice(start, css.indexOf('\n}', start));
  return new RegExp(`\\n\\s*${name}:\\s*(#[0-9a-f]{3,6})\\s*;`, 'i').exec(block)?.[1]?.toLowerCase();
}

/**
 * Every token colour below WCAG AA (4.5:1) on a background that app/globals.css gives code in its mode (the block
 * and a highlighted line), and every such background that is not the one lib/mdx/contrast.ts fixes colours for.
 */
function tokenContrastProblems(css: string, palette: CodePalette): string[] {
  const problems: string[] = [];
  const selectors = { light: ':root', dark: "[data-theme='dark']" } as const;
  for (const mode of ['light', 'dark'] as const) {
    const backgrounds = ['--code-bg', '--code-hl'].map((name) => customProperty(css, selectors[mode], name));
    if (backgrounds.join() !== CODE_BACKGROUNDS[mode].join())
      problems.push(
        `${mode}: app/globals.css sets code backgrounds ${backgrounds.join(', ')}, contrast.ts fixes ${CODE_BACKGROUNDS[mode].join(', ')}`,
      );
    for (const colour of palette[mode])
      for (const background of backgrounds.filter((b) => b !== undefined)) {
        const ratio = contrastOfHex(colour, background);
        if (ratio < 4.5) problems.push(`${mode}: ${colour} on ${background} is ${ratio.toFixed(2)}:1`);
      }
  }
  return problems;
}

// The browser sweep's axe-core leaves the tokens of code blocks to this test (tests/e2e/pages.browser.test.ts):
// it checks every colour either theme can give a token, on both backgrounds, where axe would see only the tokens
// of the pages it visits.
test('every token colour of both themes reads at 4.5:1 on the code backgrounds app/globals.css sets', async () => {
  const css = fs.readFileSync('app/globals.css', 'utf8');
  const palette = await codePalette();
  assert.ok(palette.light.length > 5 && palette.dark.length > 5, 'both palettes have their colours');
  assert.deepEqual(tokenContrastProblems(css, palette), []);
  // A colour outside the palettes (an inline style) is fixed the same way.
  assert.ok(contrastOfHex(ensureContrast('#ffa657', 'light'), CODE_BACKGROUNDS.light[1]) >= 4.5);
  // The check fails on a background the colours were not fixed for, and on a colour that is too light.
  assert.match(
    tokenContrastProblems(css.replace('--code-hl: #e3edfd;', '--code-hl: #c0c8d0;'), palette).join('\n'),
    /light: .*#c0c8d0/,
  );
  const washedOut = { ...palette, dark: [...palette.dark, '#3a3d41'] };
  assert.match(tokenContrastProblems(css, washedOut).join('\n'), /dark: #3a3d41 on #17181a is 1\.\d+:1/);
});
