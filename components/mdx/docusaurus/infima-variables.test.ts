import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

const STYLESHEET = 'components/mdx/docusaurus/infima-variables.css';

/** The custom properties a block of a stylesheet defines, by name. */
function definedIn(css: string, selector: string): Set<string> {
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, `${selector} block`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Set([...block.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
}

test('the Infima variables a site component reads are defined on every page, in both colour modes', () => {
  const css = fs.readFileSync(STYLESHEET, 'utf8');
  const light = definedIn(css, ':root');
  // What the CSS modules of Docusaurus sites commonly read (the classic template's own among them).
  for (const name of [
    '--ifm-color-primary',
    '--ifm-color-primary-darker',
    '--ifm-color-primary-lightest',
    '--ifm-color-emphasis-200',
    '--ifm-color-emphasis-300',
    '--ifm-color-emphasis-600',
    '--ifm-color-content',
    '--ifm-color-content-secondary',
    '--ifm-background-color',
    '--ifm-background-surface-color',
    '--ifm-global-radius',
    '--ifm-global-shadow-lw',
    '--ifm-spacing-horizontal',
    '--ifm-spacing-vertical',
    '--ifm-paragraph-margin-bottom',
    '--ifm-font-family-monospace',
    '--ifm-font-weight-bold',
    '--ifm-heading-color',
    '--ifm-link-color',
    '--ifm-navbar-height',
    '--ifm-code-font-size',
    '--ifm-toc-border-color',
    '--ifm-transition-fast',
    '--ifm-container-width',
    '--ifm-card-background-color',
  ]) {
    assert.ok(light.has(name), `${name} is defined`);
  }
  // Infima's dark mode turns the emphasis scale around: emphasis-100 is a dark grey there.
  const dark = definedIn(css, "[data-theme='dark']");
  for (let step = 0; step <= 1000; step += 100) {
    if (step === 500) continue;
    assert.ok(dark.has(`--ifm-color-emphasis-${step}`), `dark --ifm-color-emphasis-${step}`);
  }
});

test('every variable the Infima block reads is one it or the site theme defines', () => {
  const css = fs.readFileSync(STYLESHEET, 'utf8');
  const theme = fs.readFileSync('app/globals.css', 'utf8');
  const defined = new Set([...`${theme}\n${css}`.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
  const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
  const missing = [...read].filter((name) => !defined.has(name));
  assert.deepEqual(missing, []);
});

test("every page's stylesheet takes the variables the MDX modules step writes for a site with code of its own", () => {
  assert.match(fs.readFileSync('app/globals.css', 'utf8'), /^@import '\.\.\/\.build\/mdx-modules\/infima-variables\.css';$/m);
  assert.match(
    fs.readFileSync('scripts/lib/mdx-modules.ts', 'utf8'),
    /'components', 'mdx', 'docusaurus', 'infima-variables\.css'/,
  );
});
