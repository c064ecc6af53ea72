/**
 * A React home page that imports a package this project lacks: without `--install` the home is this project's
 * hero, titled and described as the page's `<Layout>` says; with `--install` it is carried (the import adds the
 * package). Import only: nothing is built.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { importSite } from '../helpers/realworld';
import { tempFolder } from '../helpers/temp';

test("a React home page that imports what is not installed: the hero keeps its Layout's title and description", () => {
  const site = tempFolder('docusaurus-home');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  };
  write(
    'package.json',
    JSON.stringify({ name: 'home', dependencies: { '@docusaurus/core': '3.9.2', 'motion-not-here': '1.0.0' } }),
  );
  write(
    'docusaurus.config.js',
    "module.exports = { title: 'Home', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]] };\n",
  );
  write('docs/intro.md', '# Intro\n\nHello.\n');
  write(
    'src/pages/index.js',
    `import React from 'react';
import Layout from '@theme/Layout';
import { motion } from 'motion-not-here';

export default function Home() {
  return (
    <Layout title="Welcome home" description="A home page that moves.">
      <motion.h1>Home</motion.h1>
    </Layout>
  );
}
`,
  );
  const { status, report, contentDir: out } = importSite(site, 'home', { install: false });
  assert.equal(status, 0, report);
  assert.match(report, /the React home page \(it imports motion-not-here, not installed here\)/);
  assert.match(
    report,
    /its page title "Welcome home" is kept, and its description \(--install adds the packages and carries the page\)/,
  );
  const config = JSON.parse(fs.readFileSync(path.join(out, 'site.config.json'), 'utf8')) as { home: unknown };
  assert.deepEqual(config.home, { title: 'Welcome home', description: 'A home page that moves.' });
  assert.ok(!fs.existsSync(path.join(out, 'pages', 'index.mdx')), 'the home is not carried');
});
