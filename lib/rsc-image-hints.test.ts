import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPayloadFile, withoutImageHints } from './rsc-image-hints';

const TREE = [
  ':HL["/myblog/_next/static/chunks/a.css","style"]',
  ':HL["/myblog/img/favicon.svg","image"]',
  ':HL["https://badge.example/x.svg","image",{"fetchPriority":"high"}]',
  '2:[["children",{"s":"__PAGE__"}]]',
  '0:{"b":"x","t":{"t":{"s":"","h":131088,"c":"$Q1"}}}',
  '',
].join('\n');

test('image preload rows go; style hints and every other row stay, byte for byte', () => {
  const out = withoutImageHints(Buffer.from(TREE))?.toString();
  assert.equal(
    out,
    [':HL["/myblog/_next/static/chunks/a.css","style"]', '2:[["children",{"s":"__PAGE__"}]]', TREE.split('\n')[4], ''].join('\n'),
  );
});

test('a text row is skipped by its byte length: a hint-like line inside it is text, kept as is', () => {
  const text = '中文\n:HL["/img/a.png","image"]\n';
  const payload = `:HL["/img/b.png","image"]\n3:T${Buffer.byteLength(text).toString(16)},${text}4:["$","p",null,{}]\n`;
  assert.equal(
    withoutImageHints(Buffer.from(payload))?.toString(),
    `3:T${Buffer.byteLength(text).toString(16)},${text}4:["$","p",null,{}]\n`,
  );
});

test('a payload without image hints, or a file that is no payload, is left alone', () => {
  assert.equal(withoutImageHints(Buffer.from('0:{"b":"x"}\n1:"$Sreact.fragment"\n')), undefined);
  assert.equal(withoutImageHints(Buffer.from('User-agent: *\n:HL["/a.png","image"]\n')), undefined);
  assert.equal(withoutImageHints(Buffer.from('3:T10,short')), undefined);
});

test('payload files: segment files, and the whole payload beside a page; not the site’s own text files', () => {
  const pages = new Set(['docs/intro/index.html', 'docs/api.html']);
  const has = (name: string) => pages.has(name);
  assert.ok(isPayloadFile('docs/intro/__next._tree.txt', has));
  assert.ok(isPayloadFile('docs/intro/__next.$oc$path.__PAGE__.txt', has));
  assert.ok(isPayloadFile('docs/intro/index.txt', has));
  assert.ok(isPayloadFile('docs/api.txt', has));
  assert.ok(!isPayloadFile('robots.txt', has));
  assert.ok(!isPayloadFile('files/notes.txt', has));
});
