import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCategory } from './category';
import { ContentError } from './errors';

test('a category file converts as Docusaurus validates it: "2" is 2, "false" is false, a number label is text', () => {
  assert.deepEqual(parseCategory({ label: 2024, position: '2', collapsed: 'false', collapsible: true }, 'docs/a/_category_.json'), {
    label: '2024',
    position: 2,
    collapsed: false,
    collapsible: true,
  });
});

test('a value Docusaurus rejects names the file and the field', () => {
  assert.throws(
    () => parseCategory({ position: 'second' }, 'docs/a/_category_.json'),
    (error: unknown) => error instanceof ContentError && error.field === 'position' && error.file.endsWith('docs/a/_category_.json'),
  );
});
