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
import { staticFilesImported } from './mdx-modules';

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
