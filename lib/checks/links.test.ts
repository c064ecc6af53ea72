import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { basePath } from '../routes';
import { checkExportLinks } from './links';
import { UNCHECKED_ANCHOR_ATTRIBUTE } from '../unchecked-anchor';

test('links are decoded as a browser reads them (character references, then percent-encoding) before they resolve', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  const page = (rel: string, body: string) => {
    fs.mkdirSync(path.join(root, rel), { recursive: true });
    fs.writeFileSync(path.join(root, rel, 'index.html'), `<html><body>${body}</body></html>`);
  };
  try {
    page('docs/gc/G1&ZGC', '<h2 id="a&b">x</h2>');
    page(
      'docs/links',
      [
        `<a href="${basePath}/docs/gc/G1&#x26;ZGC/">hex</a>`,
        `<a href="${basePath}/docs/gc/G1&#38;ZGC/#a&amp;b">decimal, anchor</a>`,
        `<a href="${basePath}/docs/gc/G1&amp;ZGC/">named</a>`,
        `<a href="${basePath}/docs/gc/G1%26ZGC/">percent</a>`,
        '<a href="../gc/G1&#x26;ZGC/">relative</a>',
        `<a href="${basePath}/docs/gc/G2&#x26;ZGC/">missing</a>`,
      ].join(''),
    );
    const { brokenLinks, brokenAnchors } = checkExportLinks(root);
    assert.deepEqual(
      brokenLinks.map((b) => b.link),
      [`${basePath}/docs/gc/G2&ZGC/`],
    );
    assert.deepEqual(brokenAnchors, []);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a missing image or media is a broken resource, apart from broken links (Docusaurus checks links only)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  try {
    fs.mkdirSync(path.join(root, 'docs/a'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'docs/a/index.html'),
      `<html><body><img src="./img/x.svg"><video src="${basePath}/v.mp4"></video><a href="./img/y.svg">y</a><img src="./img/y.svg"></body></html>`,
    );
    const { brokenLinks, brokenResources } = checkExportLinks(root);
    assert.deepEqual(
      brokenLinks.map((b) => b.link),
      ['./img/y.svg'],
    );
    assert.deepEqual(
      brokenResources.map((b) => b.link),
      ['./img/x.svg', `${basePath}/v.mp4`],
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a <link> to a missing file (an icon static/ lacks) is a broken resource, not a broken link', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  try {
    fs.mkdirSync(path.join(root, 'docs/a'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'docs/a/index.html'),
      `<html><head><link rel="icon" href="${basePath}/img/favicon.svg"></head><body></body></html>`,
    );
    const { brokenLinks, brokenResources } = checkExportLinks(root);
    assert.deepEqual(brokenLinks, []);
    assert.deepEqual(
      brokenResources.map((b) => b.link),
      [`${basePath}/img/favicon.svg`],
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('an anchor opened in a new tab (a pathname:// path) is not checked, as Docusaurus collects only router links', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  try {
    fs.mkdirSync(path.join(root, 'docs/a'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'docs/a/index.html'),
      [
        `<a href="${basePath}/apidocs/" target="_blank" rel="noopener noreferrer">API</a>`,
        `<a class="x" target="_self" href="${basePath}/self/">self</a>`,
        `<a href="${basePath}/missing/">missing</a>`,
      ].join(''),
    );
    const { brokenLinks } = checkExportLinks(root);
    assert.deepEqual(
      brokenLinks.map((b) => b.link),
      [`${basePath}/self/`, `${basePath}/missing/`],
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a plain anchor of the site's own code is not checked, as Docusaurus collects only its Link's links", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  try {
    fs.mkdirSync(path.join(root, 'projects'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'projects/index.html'),
      [
        `<a href="/projects" class="btn" ${UNCHECKED_ANCHOR_ATTRIBUTE}="">plain, outside the base path</a>`,
        `<a ${UNCHECKED_ANCHOR_ATTRIBUTE} href="${basePath}/gone/#x">plain</a>`,
        `<a href="${basePath}/missing/">a Link's</a>`,
        `<a href="${basePath}/also-missing/" ${UNCHECKED_ANCHOR_ATTRIBUTE}-not="">another attribute</a>`,
      ].join(''),
    );
    const { brokenLinks, brokenAnchors } = checkExportLinks(root);
    assert.deepEqual(
      brokenLinks.map((b) => b.link),
      [`${basePath}/missing/`, `${basePath}/also-missing/`],
    );
    assert.deepEqual(brokenAnchors, []);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a link to a page in another letter case is not broken (Docusaurus's check matches routes case-insensitively)", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  try {
    for (const dir of ['docs/api/lamp-oil', 'docs/guide']) fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs/api/lamp-oil/index.html'), '<h2 id="Grades">Grades</h2>');
    fs.writeFileSync(
      path.join(root, 'docs/guide/index.html'),
      [
        `<a href="${basePath}/docs/api/Lamp-Oil">case</a>`,
        `<a href="${basePath}/docs/API/lamp-oil/#Grades">case, anchor</a>`,
        // Docusaurus finds no page at the path as written, so it checks no anchor there.
        `<a href="${basePath}/docs/api/Lamp-Oil/#colours">case, an anchor it does not check</a>`,
        `<a href="${basePath}/docs/api/lamp-oils">missing</a>`,
      ].join(''),
    );
    const { brokenLinks, brokenAnchors } = checkExportLinks(root, undefined, ['/docs/api/lamp-oil/', '/docs/guide/']);
    assert.deepEqual(
      brokenLinks.map((b) => b.link),
      [`${basePath}/docs/api/lamp-oils`],
    );
    assert.deepEqual(brokenAnchors, []);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
