// Builds the Pagefind search index of the export (argument: the export folder) into <export>/pagefind/.
// Only article bodies (`data-pagefind-body`) are indexed; pages declare lang="zh-CN", so Pagefind's
// extended binary segments Chinese text into words.
import path from 'node:path';
import * as pagefind from 'pagefind';

const root = path.resolve(process.argv[2] ?? 'out');
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'zh-cn' });
if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
const added = await index.addDirectory({ path: root });
if (added.errors.length > 0) throw new Error(`pagefind: ${added.errors.join('; ')}`);
const written = await index.writeFiles({ outputPath: path.join(root, 'pagefind') });
if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
console.log(`indexed ${added.page_count} pages for search`);
