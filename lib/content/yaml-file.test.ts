import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { z } from 'zod';
import { ContentError } from './errors';
import { loadYamlFile } from './yaml-file';
import { tempFolder } from '../../tests/helpers/temp';

const schema = z.record(z.string(), z.object({ name: z.string() }));

test('loadYamlFile: absent file, empty file, valid data, then the edited file', () => {
  const dir = tempFolder('yaml-file');
  const file = path.join(dir, 'authors.yml');
  assert.equal(loadYamlFile(file, schema), undefined);
  fs.writeFileSync(file, '');
  assert.deepEqual(loadYamlFile(file, schema), {});
  fs.writeFileSync(file, 'ann:\n  name: 安\n');
  fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
  assert.deepEqual(loadYamlFile(file, schema), { ann: { name: '安' } });
  fs.writeFileSync(file, 'ann:\n  name: 安娜\n');
  fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
  assert.deepEqual(loadYamlFile(file, schema), { ann: { name: '安娜' } });
});

test('loadYamlFile: invalid YAML names its line, invalid data its field', () => {
  const dir = tempFolder('yaml-file');
  const broken = path.join(dir, 'broken.yml');
  fs.writeFileSync(broken, 'ann:\n  name: 安\n bad: [\n');
  assert.throws(
    () => loadYamlFile(broken, schema),
    (error: unknown) => error instanceof ContentError && error.line !== undefined && error.line >= 3 && /invalid YAML/.test(error.detail),
  );
  const wrong = path.join(dir, 'wrong.yml');
  fs.writeFileSync(wrong, 'ann:\n  name: 3\n');
  assert.throws(
    () => loadYamlFile(wrong, schema),
    (error: unknown) => error instanceof ContentError && error.field === 'ann.name' && error.file.endsWith('wrong.yml'),
  );
});
