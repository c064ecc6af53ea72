import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listTagsByLetters } from './tags-by-letter';

const grouped = (labels: string[]) =>
  listTagsByLetters(labels.map((label) => ({ label }))).map(({ letter, tags }) => [letter, tags.map((t) => t.label)]);

test("tags are grouped by their label's first character, upper-cased, letters and tags by localeCompare", () => {
  assert.deepEqual(grouped(['news', 'Welcome', 'release', 'i18n', 'java', 'JavaScript', 'css', 'CSS3', '2024', 'z', 'Zebra']), [
    ['2', ['2024']],
    ['C', ['css', 'CSS3']],
    ['I', ['i18n']],
    ['J', ['java', 'JavaScript']],
    ['N', ['news']],
    ['R', ['release']],
    ['W', ['Welcome']],
    ['Z', ['z', 'Zebra']],
  ]);
});

test('a Chinese label is grouped under its first character, after the Latin letters', () => {
  const groups = grouped(['前端', '前端工程', '工具', 'react', '欢迎']);
  assert.deepEqual(groups[0], ['R', ['react']]);
  // Each first character is a group of its own (not a pinyin initial), in the order localeCompare gives them.
  assert.deepEqual(
    groups.slice(1).map(([letter]) => letter),
    ['前', '工', '欢'].sort((a, b) => a.localeCompare(b)),
  );
  assert.deepEqual(
    groups.find(([letter]) => letter === '前'),
    ['前', ['前端', '前端工程']],
  );
});
