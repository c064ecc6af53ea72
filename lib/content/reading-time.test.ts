import assert from 'node:assert/strict';
import { test } from 'node:test';
import readingTime from 'reading-time';
import { getReadingTime } from './reading-time';

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
