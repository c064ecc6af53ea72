/**
 * staticFilesImported: the files of a site's static/ folder that its code imports by a relative path, which
 * Docusaurus's webpack resolves as any file (a React page's `import arrow from '../../../static/img/down.png'`, a
 * dynamic `require('../../../static/img/rooms/' + name)`), so the mirrored code finds them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tempFolder } from '../../tests/helpers/temp';
import { aliasPackageImports, imageImportsAsUrls, staticFilesImported, withSiteJsxRuntime } from './mdx-modules';

test('static files a page imports by a relative path, and every file a dynamic require can name', () => {
  const root = tempFolder('mdx-modules-static');
  const content = path.join(root, 'content');
  const site = path.join(root, 'mirror', 'site');
  for (const file of [
    'static/img/down.png',
    'static/img/rooms/a.jpg',
    'static/img/rooms/deep/b.jpg',
    'static/img/pic-1.png',
    'static/img/other.png',
  ]) {
    fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    fs.writeFileSync(path.join(content, file), 'x');
  }
  const page = path.join(site, 'src', 'pages', 'rooms', 'index.js');
  const code = [
    "import arrow from '../../../static/img/down.png';",
    "import missing from '../../../static/img/none.png';",
    "import './index.css';",
    "const rooms = names.map((n) => require('../../../static/img/rooms/' + n));",
    'const pics = [1].map((n) => require("../../../static/img/pic-" + n + \'.png\'));',
  ].join('\n');
  assert.deepEqual(staticFilesImported(code, page, site, content), [
    'static/img/down.png',
    'static/img/pic-1.png',
    'static/img/rooms/a.jpg',
    'static/img/rooms/deep/b.jpg',
  ]);
  // What is not in static/ (the page's own CSS, a package) is not this function's.
  assert.deepEqual(staticFilesImported("import x from './index.css';\nimport y from 'three';", page, site, content), []);
});

test("an image the site code imports is its URL, as url-loader gives it, not Next's image object", () => {
  const code = [
    "'use client';",
    "import React from 'react';",
    "import arrow from '../../../static/img/down.png';",
    "import './index.css';",
    "const rooms = names.map((n) => require('../../../static/img/rooms/' + n).default);",
    "const one = require('./a.jpg').default;",
    "const data = require('./data.json');",
  ].join('\n');
  const out = imageImportsAsUrls(code);
  assert.ok(
    out.includes("import __myblogImage0 from '../../../static/img/down.png';\nconst arrow = __myblogAssetUrl(__myblogImage0);"),
  );
  assert.ok(out.includes("__myblogAssetModule(require('../../../static/img/rooms/' + n)).default"));
  assert.ok(out.includes("__myblogAssetModule(require('./a.jpg')).default"));
  assert.ok(out.includes("const data = require('./data.json');"));
  // The helpers, as the bundle runs them: Next's image object becomes its `src`; anything else stays as it is.
  const helpers = out.slice(out.indexOf('function __myblogAssetUrl'));
  const { url, module } = new Function(`${helpers}\nreturn { url: __myblogAssetUrl, module: __myblogAssetModule };`)() as {
    url: (m: unknown) => unknown;
    module: (m: unknown) => unknown;
  };
  const image = { src: '/_next/static/media/down.1a2b.png', width: 1, height: 1 };
  assert.equal(url(image), image.src);
  assert.equal(url('/already/a/url.png'), '/already/a/url.png');
  assert.deepEqual(module({ default: image }), { default: image.src });
  assert.deepEqual(module({ default: { a: 1 } }), { default: { a: 1 } });
  // Code without an image import is left as it is.
  const plain = "import x from './x.css';\nconst y = require('./y.json');\n";
  assert.equal(imageImportsAsUrls(plain), plain);
});

test('a package the site has in its own version is imported under the alias that version is installed as', () => {
  const aliases = { 'remark-gfm': 'remark-gfm-v1', '@scope/ui': '@scope/ui-v2' };
  const code = [
    "import gfm from 'remark-gfm';",
    'import part from "remark-gfm/lib/index.js";',
    "const again = require('remark-gfm');",
    "import other from 'remark-gfm-extra';",
    "import { Button } from '@scope/ui';",
    "import local from './remark-gfm';",
  ].join('\n');
  assert.equal(
    aliasPackageImports(code, aliases),
    [
      "import gfm from 'remark-gfm-v1';",
      'import part from "remark-gfm-v1/lib/index.js";',
      "const again = require('remark-gfm-v1');",
      "import other from 'remark-gfm-extra';",
      "import { Button } from '@scope/ui-v2';",
      "import local from './remark-gfm';",
    ].join('\n'),
  );
  assert.equal(aliasPackageImports(code, {}), code);
});

test("the site's scripts that may hold JSX name the site code's JSX runtime on their first line", () => {
  const file = path.resolve('.build/mdx-modules/site/src/pages/about.jsx');
  const runtime = path.relative(path.dirname(file), path.resolve('components/mdx/docusaurus/site-jsx'));
  const code = 'import React from \'react\';\nexport default () => <a href="/x">x</a>;\n';
  const out = withSiteJsxRuntime(code, file);
  assert.equal(out, `/** @jsxImportSource ${runtime.split(path.sep).join('/')} */ ${code}`);
  assert.equal(out.split('\n').length, code.split('\n').length, 'line numbers stay');
  assert.equal(withSiteJsxRuntime(code, file.replace(/\.jsx$/, '.tsx')).startsWith('/** @jsxImportSource '), true);
  assert.equal(withSiteJsxRuntime(code, file.replace(/\.jsx$/, '.ts')), code, 'no JSX in a .ts file');
  const classic = `/** @jsx h */\n${code}`;
  assert.equal(withSiteJsxRuntime(classic, file), classic, 'a file choosing its own JSX factory keeps it');
  const shebang = `#!/usr/bin/env node\n${code}`;
  assert.equal(withSiteJsxRuntime(shebang, file), shebang);
});
