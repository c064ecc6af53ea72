import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import readingTime from 'reading-time';
import type { ReadingTimeOptions } from '../../config/schema';
import { splitFrontMatter } from './frontmatter';
import { docusaurusReadingTime, getReadingTime, postReadingMinutes } from './reading-time';

/** The package's word count with one space for each CJK character, as getReadingTime counted before. */
const wordsWithSpacePerCharacter = (text: string): number =>
  readingTime(text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ')).words;

test('CJK characters are counted one by one, the other words by the package, code and link targets left out', () => {
  const body = '事件循环（Event Loop）决定了 `setTimeout` 的回调何时执行，见 [文档](./event-loop.md)。\n\n```js\nconsole.log(1);\n```\n';
  const time = getReadingTime(body);
  assert.equal(time.cjkChars, 17);
  // Event Loop, `setTimeout`, the link's text ends in "]": the package's words outside CJK.
  assert.equal(time.words, wordsWithSpacePerCharacter('事件循环（Event Loop）决定了 `setTimeout` 的回调何时执行，见 [文档]。'));
  assert.equal(time.minutes, 1);
});

test('a run of CJK characters counts the same words as a space for each of its characters', () => {
  for (const text of [
    '中文与 English 混排，还有 한국어 和 テスト。',
    '゛゙ab  ，。x\u3099,, y',
    '𠀀𠀁 x 。。 y',
    '  中  ',
    '',
  ]) {
    const time = getReadingTime(text);
    assert.equal(time.words, wordsWithSpacePerCharacter(text), JSON.stringify(text));
  }
  assert.equal(getReadingTime('𠀀𠀁 x').cjkChars, 2, 'a character outside the BMP is one character');
});

test('minutes: Han at 350 a minute and words at 200, at least one', () => {
  assert.equal(getReadingTime('字'.repeat(700)).minutes, 2);
  assert.equal(getReadingTime('word '.repeat(401)).minutes, 3);
  assert.equal(getReadingTime('').minutes, 1);
});

describe("Docusaurus's reading time", () => {
  const post = (body: string, frontMatter = 'title: 文章') => `---\n${frontMatter}\n---\n\n${body}\n`;
  const minutes = (source: string, options: ReadingTimeOptions, segmenter = true, locale = 'zh-CN') =>
    postReadingMinutes({ source, body: splitFrontMatter(source).body, locale, options, segmenter });
  const words = (text: string) => [...new Intl.Segmenter('zh-CN', { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).length;

  test('3.8+: the words Intl.Segmenter finds, code included, at 200 a minute, rounded to hundredths', () => {
    const code = Array.from({ length: 40 }, (_, i) => `const value${i} = compute(input${i}, options.factor);`).join('\n');
    const text = `${'循环决定回调何时执行。'.repeat(20)}\n\n\`\`\`js\n${code}\n\`\`\``;
    assert.equal(docusaurusReadingTime(text, { locale: 'zh-CN', segmenter: true }), Math.round((words(text) / 200) * 100) / 100);
    assert.ok(words(code) > 100, 'the code counts');
    assert.equal(docusaurusReadingTime('', { segmenter: true }), 0);
    assert.equal(docusaurusReadingTime('。，！', { segmenter: true }), 0, 'no word, no time');
    assert.equal(docusaurusReadingTime('one two three', { segmenter: true, wordsPerMinute: 300 }), 0.01);
    // 201 words: 1.005 minutes, which JavaScript rounds to 1 (100.49999…), so the page says 1 minute.
    assert.equal(docusaurusReadingTime('word '.repeat(201), { segmenter: true }), 1);
    assert.equal(minutes(post('word '.repeat(201)), { rule: 'docusaurus' }), 1);
    assert.equal(minutes(post('word '.repeat(203)), { rule: 'docusaurus' }), 2);
  });

  test("before 3.8: the reading-time package's minutes (each CJK character a word), rounded up on the page", () => {
    assert.equal(docusaurusReadingTime('字'.repeat(700), { segmenter: false }), 3.5);
    assert.equal(minutes(post('字'.repeat(700)), { rule: 'docusaurus' }, false), 4);
    assert.equal(minutes(post('字'.repeat(700)), { rule: 'cjk' }), 2, "this site's rule: 350 a minute");
  });

  test('the content is as Docusaurus reads it: no front matter, no content title', () => {
    const title = `# ${'标题'.repeat(300)}\n\n`;
    assert.equal(minutes(post(`${title}正文。`), { rule: 'docusaurus' }), 1, 'the title is not read');
    assert.equal(minutes(post(`正文。\n\n${title}`), { rule: 'docusaurus' }), Math.ceil(Math.round(((words(title) + 1) / 200) * 100) / 100));
    assert.equal(minutes(post('', `title: ${'长'.repeat(900)}`), { rule: 'docusaurus' }), 0, 'an empty post reads in 0 minutes');
  });

  test("a config readingTime function decides, with Docusaurus's default at hand, run as a plain function", () => {
    const fn = `({ content, frontMatter, defaultReadingTime, locale }) =>
      frontMatter.hide_reading_time ? undefined : defaultReadingTime({ content, locale, options: { wordsPerMinute: 300 } })`;
    const options: ReadingTimeOptions = { rule: 'docusaurus', function: fn };
    const body = 'word '.repeat(450);
    assert.equal(minutes(post(body), options), 2);
    assert.equal(minutes(post(body), { rule: 'docusaurus' }), 3);
    assert.equal(minutes(post(body, 'title: x\nhide_reading_time: true'), options), undefined);
    assert.equal(minutes(post('正文'), { rule: 'docusaurus', function: '() => 2.01' }), 3);
    assert.throws(() => minutes(post('正文'), { rule: 'docusaurus', function: "() => require('fs')" }), /require is not defined/);
  });
});
