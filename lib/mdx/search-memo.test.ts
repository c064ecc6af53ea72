import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createHighlighter, type RegexEngine } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { CODE_THEMES } from './code-colours';
import { searchMemo } from './search-memo';

/** An engine that counts the searches reaching it and the strings it makes. */
async function countingEngine() {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  const counts = { searches: 0, strings: 0 };
  const counting: RegexEngine = {
    createScanner(patterns) {
      const scanner = engine.createScanner(patterns);
      return {
        findNextMatchSync(string, start, options) {
          counts.searches++;
          return scanner.findNextMatchSync(string, start, options);
        },
        dispose: () => scanner.dispose?.(),
      };
    },
    createString(content) {
      counts.strings++;
      return engine.createString(content);
    },
  };
  return { counting, counts };
}

const CODE = fs.readFileSync(new URL('./search-memo.ts', import.meta.url), 'utf8');
const OPTIONS = { lang: 'ts', themes: CODE_THEMES, defaultColor: false } as const;

test('two themes: the same HTML as without the memo, from the searches of one pass', async () => {
  const plain = await createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: ['ts'],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  const { counting, counts } = await countingEngine();
  const memo = searchMemo(counting);
  const memoized = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['ts'], engine: memo.engine });

  // Outside `around` nothing is remembered: both passes search.
  counts.searches = 0;
  const unremembered = memoized.codeToHtml(CODE, OPTIONS);
  const bothPasses = counts.searches;

  counts.searches = 0;
  counts.strings = 0;
  const remembered = memo.around(() => memoized.codeToHtml(CODE, OPTIONS));
  const onePass = counts.searches;
  const strings = counts.strings;
  const lines = CODE.split('\n').filter((line) => line !== '').length;

  assert.equal(remembered, plain.codeToHtml(CODE, OPTIONS));
  assert.equal(unremembered, remembered);
  assert.ok(bothPasses > 1000, `${bothPasses} searches`);
  counts.searches = 0;
  memo.around(() => memoized.codeToHtml(CODE, { lang: 'ts', theme: CODE_THEMES.light }));
  assert.equal(onePass, counts.searches, 'the second theme adds no search to the first');
  assert.ok(onePass <= bothPasses / 2);
  // A line becomes the engine's string at most once (in the first pass; not at all when a line just like it
  // already made the same searches), not once per theme.
  assert.ok(strings > lines / 2 && strings <= lines, `${strings} strings for ${lines} lines`);

  // Forgotten once `around` returns: the next highlight searches again, with the same result.
  counts.searches = 0;
  assert.equal(
    memo.around(() => memoized.codeToHtml(CODE, OPTIONS)),
    remembered,
  );
  assert.equal(counts.searches, onePass);
});

test('a highlighted block is remembered by its code and options; functions in the options do not count', async () => {
  const { highlightMemo } = await import('./pretty-code');
  const memo = highlightMemo();
  let runs = 0;
  const highlight = (html: string) => () => (runs++, html);
  const tokenizer = { name: 'no-time-limit', preprocess: () => {} };
  assert.equal(memo('let a = 1', { lang: 'js', meta: { __raw: '{1}' }, transformers: [tokenizer] }, highlight('A')), 'A');
  // The same block from a new options object, its transformer a new function of the same name: remembered.
  const again = { lang: 'js', meta: { __raw: '{1}' }, transformers: [{ ...tokenizer, preprocess: () => {} }] };
  assert.equal(memo('let a = 1', again, highlight('other')), 'A');
  assert.equal(runs, 1);
  // Another language, another meta string or other code: highlighted again.
  assert.equal(memo('let a = 1', { lang: 'ts', meta: { __raw: '{1}' } }, highlight('B')), 'B');
  assert.equal(memo('let a = 1', { lang: 'js', meta: { __raw: '{2}' }, transformers: [tokenizer] }, highlight('C')), 'C');
  assert.equal(memo('let a = 2', { lang: 'js', meta: { __raw: '{1}' }, transformers: [tokenizer] }, highlight('D')), 'D');
  assert.equal(runs, 4);
});

test('the highlight memo starts over past its size', async () => {
  const { highlightMemo } = await import('./pretty-code');
  const memo = highlightMemo(10);
  let runs = 0;
  const highlight = () => (runs++, '123456');
  memo('a', { lang: 'js' }, highlight);
  memo('b', { lang: 'js' }, highlight); // 12 characters: the memo starts over with this one
  memo('b', { lang: 'js' }, highlight);
  assert.equal(runs, 2);
  memo('a', { lang: 'js' }, highlight);
  assert.equal(runs, 3);
});

test('a build keeps highlighted blocks on disk: another process finds them without highlighting', async () => {
  const { highlightMemo, highlightStore } = await import('./pretty-code');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-highlight-'));
  try {
    assert.equal(highlightStore(dir, false), undefined, 'only where the build asks for it (MYBLOG_CONTENT_CACHE=1)');
    let runs = 0;
    const highlight = (html: string) => () => (runs++, html);
    const first = highlightMemo(undefined, highlightStore(dir, true));
    assert.equal(first('let a = 1', { lang: 'js' }, highlight('A')), 'A');
    // A process of its own (a content update): its memo is empty, the block is on disk.
    const next = highlightMemo(undefined, highlightStore(dir, true));
    assert.equal(next('let a = 1', { lang: 'js' }, highlight('other')), 'A');
    assert.equal(runs, 1);
    assert.equal(next('let a = 1', { lang: 'ts' }, highlight('B')), 'B', 'another language: highlighted');
    assert.equal(runs, 2);
    assert.equal(fs.readdirSync(dir).length, 2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
