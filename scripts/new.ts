// `npm run new -- post "标题" [--slug my-post]` / `npm run new -- doc css-docs/base/grid "标题"`: creates a
// post or a doc with valid front matter under content/ (or CONTENT_DIR), refusing to overwrite anything.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { blogSections, docSections, siteConfigSource } from '../config/site';
import { loadAuthorsMap } from '../lib/content/authors';
import { frontMatterData } from '../lib/content/frontmatter';
import { getContentRoot } from '../lib/content/paths';
import { CATEGORY_FILE_NAMES } from '../lib/content/category';
import { readYaml } from '../lib/content/yaml';
import { permalinkForSource } from '../lib/content/permalinks';
import { withBase } from '../lib/routes';
import { displayPath as display } from '../lib/display-path.mjs';

const USAGE = `Usage:
  npm run new -- post "标题" [--slug my-post]        → content/blog/YYYY-MM-DD-my-post.md
  npm run new -- doc <section>/<path> "标题"          → content/<section>/<path>.md  (e.g. css-docs/base/grid)`;

const root = getContentRoot();
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

function fail(message: string): never {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/** A YAML scalar for a string: plain when it reads back as the same string, else double-quoted. */
function yamlString(value: string): string {
  try {
    if (parse(`v: ${value}`)?.v === value) return value;
  } catch {
    /* needs quoting */
  }
  return JSON.stringify(value);
}

/** The front matter of a file, or {} when it has none or it does not parse. */
function frontMatterOf(file: string): Record<string, unknown> {
  return frontMatterData(fs.readFileSync(file, 'utf8'));
}

/** A new Markdown file: its front matter lines, its opening paragraphs, then a first section to write in. */
const markdownFile = (frontMatter: string[], opening: string[]): string =>
  ['---', ...frontMatter, '---', '', ...opening, '', '## 第一节', '', '正文从这里开始。', ''].join('\n');

/** The next free sidebar position in a folder: after its docs' `sidebar_position` and its subfolders' `position`. */
function nextSidebarPosition(dir: string): number {
  let max = 0;
  if (!fs.existsSync(dir)) return 1;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    let position: unknown;
    if (entry.isFile() && /\.mdx?$/.test(entry.name)) position = frontMatterOf(full).sidebar_position;
    else if (entry.isDirectory()) {
      // Read as Docusaurus reads it (js-yaml, whatever the extension: lib/content/category.ts).
      const category = CATEGORY_FILE_NAMES.map((name) => path.join(full, name)).find((f) => fs.existsSync(f));
      try {
        if (category) position = (readYaml(fs.readFileSync(category, 'utf8')) as { position?: unknown } | null)?.position;
      } catch {
        /* not ours to judge here */
      }
    }
    if (typeof position === 'number' && position > max) max = position;
  }
  return Math.floor(max) + 1;
}

function write(file: string, text: string, slug?: string) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // `wx`: never over an existing file; the file is small, so it is written whole or not at all.
    fs.writeFileSync(file, text, { flag: 'wx' });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    fail(`cannot write ${display(file)}: ${code === 'ENAMETOOLONG' ? 'the name is too long for the file system' : message}`);
  }
  const href = permalinkForSource(path.relative(root, file).split(path.sep).join('/'), { slug });
  console.log(`✓ Created ${display(file)}`);
  console.log(`  Preview: npm run dev, then open http://127.0.0.1:${process.env.PORT ?? 3000}${withBase(href ?? '/')}`);
}

function refuseExisting(files: string[]) {
  const existing = files.find((f) => fs.existsSync(f));
  if (existing) fail(`${display(existing)} already exists: choose another name (nothing was written).`);
}

const DESCRIPTION = '一句话摘要，用于搜索结果与 meta description（发布前改写）';

function newPost(title: string, slugOption: string | undefined) {
  let slug = slugOption;
  if (slug !== undefined) {
    if (!/^[\w\u4e00-\u9fff-]+$/.test(slug)) fail(`--slug "${slug}" may contain only letters, digits, "-" and "_".`);
  } else {
    const words = title.match(/[A-Za-z0-9]+/g);
    // A file name stays well under the 255 bytes file systems allow.
    slug = words
      ? words.join('-').toLowerCase().slice(0, 80).replace(/-+$/, '')
      : `post-${today.replaceAll('-', '')}${pad(now.getHours())}${pad(now.getMinutes())}`;
  }
  const blogConfig = blogSections[0];
  if (!blogConfig) fail(`The site has no blog (${siteConfigSource}).`);
  const blog = path.join(root, blogConfig.folder);
  const name = `${today}-${slug}`;
  const file = path.join(blog, `${name}.md`);
  refuseExisting([file, path.join(blog, `${name}.mdx`), path.join(blog, name)]);
  const author = Object.keys(loadAuthorsMap(blogConfig.folder))[0];
  const text = markdownFile(
    [
      `slug: ${yamlString(slug)}`,
      `title: ${yamlString(title)}`,
      `description: ${DESCRIPTION}`,
      `date: ${today}`,
      ...(author ? [`authors: [${yamlString(author)}]`] : []),
      'tags: []',
    ],
    ['摘要：一两句话说明这篇文章讲什么，会出现在博客列表里。', '', '<!-- truncate -->'],
  );
  write(file, text, slug);
}

function newDoc(docPath: string, title: string) {
  const clean = docPath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const segments = clean.split('/');
  const section = docSections.find((s) => s.folder === segments[0]);
  if (!section) {
    fail(
      `"${segments[0]}" is not a doc section. The sections (${siteConfigSource}) are: ${docSections.map((s) => s.folder).join(', ')}.`,
    );
  }
  if (segments.length < 2 || segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('_'))) {
    fail(`"${docPath}" is not a doc path: give <section>/<folders…>/<name>, e.g. css-docs/base/grid.`);
  }
  // Names that make no URL (Docusaurus stops on `?` and `#` too) or that some file systems refuse.
  const bad = segments.find((s) => /[?#%\\\x00-\x1f]/.test(s) || /[. ]$/.test(s) || Buffer.byteLength(s) > 200);
  if (bad !== undefined) {
    fail(
      `"${bad}" cannot be part of a doc path: no ? # % \\ or control characters, no trailing dot or space, at most 200 bytes.`,
    );
  }
  const file = path.join(root, ...segments) + '.md';
  refuseExisting([file, path.join(root, ...segments) + '.mdx']);
  const text = markdownFile(
    [
      `title: ${yamlString(title)}`,
      `description: ${DESCRIPTION}`,
      `sidebar_position: ${nextSidebarPosition(path.dirname(file))}`,
      'tags: []',
    ],
    ['开头一两段话：这篇文档讲什么，读完能做什么。'],
  );
  write(file, text);
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { slug: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [kind, ...rest] = args!.positionals;
if (args!.values.help) {
  console.log(USAGE);
} else if (kind === 'post' && rest.length === 1 && rest[0]!.trim()) {
  newPost(rest[0]!.trim(), args!.values.slug);
} else if (kind === 'doc' && args!.values.slug !== undefined) {
  fail("--slug is for posts: a doc's URL is its path inside its section.");
} else if (kind === 'doc' && rest.length === 2 && rest[1]!.trim()) {
  newDoc(rest[0]!, rest[1]!.trim());
} else {
  fail(`Expected a kind (post or doc) and its arguments.\n${USAGE}`);
}
