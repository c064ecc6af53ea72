// A deterministic generator of synthetic Chinese content in the site's layout, for the benchmark: docs across
// the six sections (nested folders with _category_.json), blog posts with ASCII and Chinese tags (one in ten in
// the blog's `bench/` subfolder without a `date` in its front matter: dated by its file, as Docusaurus dates
// them for the site's release), one standalone page. Every page has ~1,500 CJK characters, h2/h3 headings, a GFM table, 2–3 highlighted code blocks and
// 2–3 relative links to other generated pages. Same N and seed → byte-identical files.
// CLI: node scripts/bench/generate-corpus.mjs <pages> <dir> [--seed 1]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A seeded PRNG (mulberry32): returns a function giving floats in [0, 1). */
export function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Number of CJK ideographs in a string. */
export const countCjk = (text) => (text.match(/[\u4e00-\u9fff]/g) ?? []).length;

const CJK_PER_PAGE = 1500;

// The six doc sections (config/site.ts), their share of the docs, the docs that must exist (the navbar's
// `navbarDocId` first, then `redirects` targets) and folder topics: [slug, label].
const SECTIONS = [
  {
    folder: 'docs',
    weight: 0.3,
    required: ['intro.md'],
    label: 'JavaScript 基础',
    topics: [
      ['async', '异步编程'],
      ['objects', '对象与原型'],
      ['functions', '函数与闭包'],
      ['modules', '模块化'],
      ['dom', 'DOM 与事件'],
      ['network', '网络请求'],
      ['patterns', '设计模式'],
      ['runtime', '运行时与内存'],
    ],
  },
  {
    folder: 'js-docs',
    weight: 0.2,
    required: ['index.md', 'svelte/index.md'],
    label: 'JS 框架',
    topics: [
      ['react', 'React'],
      ['vue', 'Vue'],
      ['svelte', 'Svelte'],
      ['state', '状态管理'],
      ['router', '路由'],
      ['ssr', '服务端渲染'],
    ],
  },
  {
    folder: 'css-docs',
    weight: 0.15,
    required: ['index.md'],
    label: 'CSS',
    topics: [
      ['layout', '布局'],
      ['cascade', '层叠与优先级'],
      ['animation', '动画'],
      ['less', 'Less'],
      ['unocss', 'UnoCSS'],
      ['theming', '主题与设计令牌'],
    ],
  },
  {
    folder: 'build-tools',
    weight: 0.15,
    required: ['webpack/index.md'],
    label: '构建工具',
    topics: [
      ['webpack', 'Webpack'],
      ['vite', 'Vite'],
      ['rollup', 'Rollup'],
      ['esbuild', 'esbuild'],
      ['babel', 'Babel'],
      ['monorepo', 'Monorepo'],
    ],
  },
  {
    folder: 'data-structure',
    weight: 0.1,
    required: ['index.md'],
    label: '算法与数据结构',
    topics: [
      ['array', '数组与链表'],
      ['tree', '树'],
      ['graph', '图'],
      ['sorting', '排序'],
      ['dynamic-programming', '动态规划'],
    ],
  },
  {
    folder: 'reading',
    weight: 0.1,
    required: ['index.md'],
    label: '阅读',
    topics: [
      ['engineering', '工程实践'],
      ['design', '软件设计'],
      ['career', '职业成长'],
      ['classics', '经典重读'],
    ],
  },
];

// Page subjects: [file-name slug, Chinese term].
const TERMS = [
  ['closure', '闭包'],
  ['prototype', '原型链'],
  ['promise', 'Promise'],
  ['event-loop', '事件循环'],
  ['proxy', 'Proxy 代理'],
  ['generator', '生成器'],
  ['hooks', 'Hooks'],
  ['reactivity', '响应式系统'],
  ['virtual-dom', '虚拟 DOM'],
  ['flexbox', '弹性布局'],
  ['grid', '网格布局'],
  ['container-query', '容器查询'],
  ['tree-shaking', 'Tree Shaking'],
  ['code-splitting', '代码分割'],
  ['hmr', '热更新'],
  ['cache', '缓存策略'],
  ['binary-search', '二分查找'],
  ['hash-table', '哈希表'],
  ['heap', '堆'],
  ['recursion', '递归'],
  ['web-worker', 'Web Worker'],
  ['service-worker', 'Service Worker'],
  ['streams', '流'],
  ['typescript', '类型体操'],
];
const ANGLES = [
  '原理与实践',
  '常见误区',
  '性能优化',
  '从零实现',
  '源码解读',
  '面试要点',
  '最佳实践',
  '调试技巧',
  '入门指南',
  '进阶用法',
];
const TAGS = [
  'javascript',
  'react',
  'vue',
  'css',
  'node',
  'typescript',
  'webpack',
  'vite',
  '性能',
  '调试',
  '工程化',
  '浏览器',
  '网络',
  '算法',
  '读书笔记',
  '源码',
];

const OPENERS = [
  '',
  '',
  '在大多数情况下，',
  '需要注意的是，',
  '从实现上看，',
  '换句话说，',
  '实际项目中，',
  '为了避免重复计算，',
  '如果数据量很大，',
  '与传统做法相比，',
  '在生产环境里，',
  '理解了这一点之后，',
];
const SUBJECTS = [
  '浏览器',
  '渲染引擎',
  '事件循环',
  '垃圾回收器',
  '打包工具',
  '组件',
  '调度器',
  '编译器',
  '服务端',
  '开发者',
  '这个函数',
  '模块系统',
  '样式表',
  '虚拟节点',
  '构建流程',
  '缓存层',
  '状态管理库',
  '路由器',
  '测试用例',
  '类型检查器',
];
const VERBS = [
  '会先检查',
  '负责处理',
  '延迟执行',
  '重新计算',
  '按顺序遍历',
  '合并',
  '拆分',
  '缓存',
  '序列化',
  '预先加载',
  '同步更新',
  '异步调度',
  '标记并清除',
  '逐一比较',
  '收集',
];
const OBJECTS = [
  '所有待处理的任务',
  '当前作用域中的变量',
  '依赖图里的每一个模块',
  '样式规则与选择器',
  '组件树的差异',
  '网络请求的响应',
  '本地存储的数据',
  '最终输出的文件',
  '微任务队列中的回调',
  '布局信息',
  '长列表的可见区域',
  '关键渲染路径上的资源',
  '`Promise` 的状态',
  '`useEffect` 的依赖',
  '`import()` 返回的模块',
];
const TAILS = [
  '这样可以显著减少不必要的开销',
  '因此页面在首屏加载时更加流畅',
  '这也是很多性能问题的根源',
  '所以调试时要格外留意执行顺序',
  '这一过程对使用者几乎是透明的',
  '最终结果会被写入缓存以便复用',
  '否则很容易出现难以复现的错误',
  '代价是稍微增加了内存占用',
  '而这正是规范里反复强调的地方',
  '读者可以在控制台里亲自验证',
];
const H2S = [
  '背景与动机',
  '核心概念',
  '工作原理',
  '实现细节',
  '性能考量',
  '常见误区',
  '实战示例',
  '与其他方案的对比',
  '调试技巧',
  '设计取舍',
];
const H3S = ['基本用法', '边界情况', '源码分析', '注意事项', '一个完整的例子', '优化思路', '兼容性', '测试方法'];
const TABLE_ROWS = [
  ['全量更新', '数据量小、结构简单', '实现直观', '大列表时开销明显'],
  ['增量更新', '频繁的局部修改', '只处理变化的部分', '需要维护额外状态'],
  ['惰性计算', '结果不一定被使用', '节省计算资源', '首次读取有延迟'],
  ['预先计算', '读多写少', '读取几乎零成本', '占用更多内存'],
  ['分片执行', '耗时的长任务', '不阻塞主线程', '总耗时略有增加'],
  ['批量合并', '短时间内大量写入', '减少重复渲染', '结果不是立即可见'],
];

const pad = (n, width = 2) => String(n).padStart(width, '0');
const yamlString = (s) => JSON.stringify(s);

/** Splits `total` into integer parts proportional to `weights` (largest remainder), each at least `min`. */
function apportion(total, weights, min) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const free = total - min * weights.length;
  const exact = weights.map((w) => (free * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  const order = exact.map((x, i) => [x - Math.floor(x), i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const left = free - parts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < left; k++) parts[order[k][1]]++;
  return parts.map((p) => p + min);
}

/** Plans the files (paths, titles, tags) of a corpus of `total` pages; no content yet. */
export function planCorpus(total, seed = 1) {
  if (!Number.isInteger(total) || total < 20) throw new Error(`a corpus needs at least 20 pages (got ${total})`);
  const rand = createRandom(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  // One ASCII and one Chinese tag, sometimes a third of either kind.
  const tagsFor = () => {
    const tags = new Set([pick(TAGS.slice(0, 8)), pick(TAGS.slice(8))]);
    if (rand() < 0.4) tags.add(pick(TAGS));
    return [...tags];
  };
  const pageCount = 1;
  const postCount = Math.round(total * 0.3);
  const docCount = total - postCount - pageCount;
  const perSection = apportion(
    docCount,
    SECTIONS.map((s) => s.weight),
    3,
  );

  const docs = [];
  const categories = [];
  SECTIONS.forEach((section, s) => {
    const count = perSection[s];
    const first = docs.length;
    const newDoc = (dir, name, position, title) =>
      docs.push({
        kind: 'doc',
        section: section.folder,
        file: path.posix.join(section.folder, dir, name),
        position,
        title,
        tags: tagsFor(),
      });
    // Required docs at the section root come first; a required doc in a folder is that (top-level) folder's index.md.
    const rootRequired = section.required.filter((file) => !file.includes('/'));
    const fixed = section.required.filter((file) => file.includes('/')).map((file) => path.posix.dirname(file));
    rootRequired.forEach((file, i) => newDoc('', file, 1 + i, `${section.label}：导读`));
    const rest = count - rootRequired.length;
    const rootDocs = Math.min(2, Math.max(0, rest - 2 - fixed.length));
    // Folders of about ten docs: the fixed ones, then topics where every third starts a new top-level chain and
    // the next two nest below it.
    const folderCount = Math.max(fixed.length + 1, Math.ceil((rest - rootDocs) / 10));
    const topics = section.topics.filter(([slug]) => !fixed.includes(slug));
    const label = (slug) => section.topics.find((t) => t[0] === slug)?.[1] ?? slug;
    const folders = [];
    const addFolder = (dir, categoryLabel, generatedIndex) => {
      folders.push({ dir, docs: 0 });
      const parent = path.posix.dirname(dir);
      const siblings = folders.filter((f) => path.posix.dirname(f.dir) === parent).length;
      const category = { label: categoryLabel, position: rootRequired.length + rootDocs + siblings };
      if (generatedIndex) category.link = { type: 'generated-index', description: `${categoryLabel}相关的文章合集。` };
      categories.push({ file: path.posix.join(section.folder, dir, '_category_.json'), data: category });
    };
    for (const dir of fixed) addFolder(dir, label(dir), false);
    for (let i = 0; i < folderCount - fixed.length; i++) {
      const [slug, topicLabel] = topics[i % topics.length];
      const round = Math.floor(i / topics.length);
      const parent = i % 3 === 0 ? '' : folders.at(-1).dir;
      const dir = path.posix.join(parent, round === 0 ? slug : `${slug}-${round + 1}`);
      addFolder(dir, round === 0 ? topicLabel : `${topicLabel}（${round + 1}）`, i % 2 === 0);
    }
    for (let i = 0; i < rootDocs; i++) {
      const [slug, term] = pick(TERMS);
      newDoc('', `${slug}-${i + 1}.md`, rootRequired.length + 1 + i, `${term}：${pick(ANGLES)}`);
    }
    fixed.forEach((dir, i) => {
      folders[i].docs++;
      newDoc(dir, 'index.md', 1, `${label(dir)}：导读`);
    });
    for (let made = docs.length - first, i = 0; made < count; made++, i = (i + 1) % folders.length) {
      const folder = folders[i];
      folder.docs++;
      const [slug, term] = pick(TERMS);
      newDoc(folder.dir, `${slug}-${pad(folder.docs)}.md`, folder.docs, `${term}：${pick(ANGLES)}`);
    }
  });

  const posts = [];
  let day = Date.UTC(2016, 0, 4);
  for (let i = 0; i < postCount; i++) {
    day += (1 + Math.floor(rand() * 3)) * 86_400_000;
    const date = new Date(day).toISOString().slice(0, 10);
    const [slug, term] = pick(TERMS);
    const postSlug = `${slug}-${pad(i + 1, 4)}`;
    const undated = i % 10 === 5;
    posts.push({
      kind: 'post',
      file: undated ? `blog/bench/${date}-${postSlug}.md` : `blog/${date}-${postSlug}.md`,
      slug: postSlug,
      date,
      undated,
      title: `${term}：${pick(ANGLES)}`,
      tags: tagsFor(),
    });
  }
  const pages = [{ kind: 'page', file: 'pages/personal_brand.md', title: '关于作者', tags: [] }];
  return { seed, docs, posts, pages, categories };
}

/** A relative Markdown link from one content file to another (`./x.md`, `../a/b.md`). */
function relativeLink(from, to) {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function codeBlocks(rand, page, count) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const name = page.file.split('/').at(-1).replace(/\.md$/, '').replace(/-\d+$/, '');
  const fn = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const n = 2 + Math.floor(rand() * 8);
  const templates = [
    () =>
      [
        `\`\`\`js title="${name}.js" {2-3}`,
        `export function ${fn}(list) {`,
        '  const seen = new Set();',
        '  return list.filter((item) => !seen.has(item.id) && seen.add(item.id));',
        '}',
        '```',
      ].join('\n'),
    () =>
      [
        '```ts showLineNumbers',
        `interface ${fn[0].toUpperCase()}${fn.slice(1)}Options {`,
        '  retries: number;',
        '  timeout?: number;',
        '}',
        '',
        `export async function run(options: { retries: number } = { retries: ${n} }) {`,
        '  // highlight-next-line',
        '  for (let i = 0; i < options.retries; i++) await Promise.resolve(i);',
        '}',
        '```',
      ].join('\n'),
    () =>
      [
        '```css title="style.css" {1,3}',
        `.${name} {`,
        '  display: grid;',
        `  grid-template-columns: repeat(${n}, minmax(0, 1fr));`,
        '  gap: 1rem;',
        '}',
        '```',
      ].join('\n'),
    () =>
      ['```bash', 'npm install --save-dev vite', `npx vite build --mode ${pick(['production', 'staging'])}`, '```'].join('\n'),
    () =>
      [
        '```jsx title="App.jsx" {4}',
        "import { useState } from 'react';",
        '',
        'export default function App() {',
        `  const [count, setCount] = useState(${n});`,
        '  return <button onClick={() => setCount(count + 1)}>{count}</button>;',
        '}',
        '```',
      ].join('\n'),
    () =>
      [
        '```json title="package.json" {3}',
        '{',
        `  "name": "${name}",`,
        '  "scripts": { "build": "vite build" }',
        '}',
        '```',
      ].join('\n'),
  ];
  const start = Math.floor(rand() * templates.length);
  return Array.from({ length: count }, (_, i) => templates[(start + i * 2) % templates.length]());
}

/** Renders the Markdown of one planned page; `targets` are the pages it links to. */
export function renderPage(page, targets, rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const shuffled = (list) =>
    list
      .map((x) => [rand(), x])
      .sort((a, b) => a[0] - b[0])
      .map(([, x]) => x);
  const sentence = () => `${pick(OPENERS)}${pick(SUBJECTS)}${pick(VERBS)}${pick(OBJECTS)}，${pick(TAILS)}。`;
  const paragraphSlots = 12;
  // Headings, the table, links, front matter and each paragraph’s last sentence add about 350 more.
  const perParagraph = Math.floor((CJK_PER_PAGE - 350) / paragraphSlots);
  const paragraph = () => {
    let text = '';
    while (countCjk(text) < perParagraph) text += sentence();
    return text;
  };
  const links = targets.map((t) => `[${t.title}](${relativeLink(page.file, t.file)})`);
  const code = codeBlocks(rand, page, 2 + Math.floor(rand() * 2));
  const [h2a, h2b, h2c] = shuffled(H2S);
  const [h3a, h3b, h3c] = shuffled(H3S);
  const table = [
    '| 方案 | 适用场景 | 优点 | 缺点 |',
    '| --- | --- | --- | --- |',
    ...shuffled(TABLE_ROWS)
      .slice(0, 4)
      .map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

  const front = ['---', `title: ${yamlString(page.title)}`, `description: ${yamlString(`${page.title}：${sentence()}`)}`];
  if (page.kind === 'doc') front.push(`sidebar_position: ${page.position}`);
  if (page.kind === 'post') front.push(`slug: ${page.slug}`, ...(page.undated ? [] : [`date: ${page.date}`]), 'authors: [bench]');
  if (page.tags.length > 0) front.push(`tags: ${JSON.stringify(page.tags)}`);
  front.push('---');

  const body = [
    paragraph(),
    paragraph(),
    ...(page.kind === 'post' ? ['<!-- truncate -->'] : []),
    `## ${h2a}`,
    paragraph(),
    `### ${h3a}`,
    paragraph(),
    code[0],
    paragraph(),
    `### ${h3b}`,
    paragraph(),
    `## ${h2b}`,
    paragraph(),
    table,
    paragraph(),
    `延伸阅读：${links.slice(0, 2).join('、')}。`,
    `## ${h2c}`,
    paragraph(),
    code[1],
    `### ${h3c}`,
    paragraph(),
    ...(code[2] ? [code[2]] : []),
    paragraph(),
    '## 小结',
    paragraph(),
    ...(links[2] ? [`下一步可以阅读${links[2]}。`] : []),
  ];
  return `${front.join('\n')}\n\n${body.join('\n\n')}\n`;
}

/** Chooses 2–3 link targets for a page: a neighbour in its folder or section, a page elsewhere, maybe a post. */
function linkTargets(page, plan, rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const others = (list) => list.filter((p) => p.file !== page.file);
  const dir = path.posix.dirname(page.file);
  const docs = plan.docs;
  const targets = [];
  if (page.kind === 'doc') {
    const siblings = others(docs.filter((d) => path.posix.dirname(d.file) === dir));
    const section = others(docs.filter((d) => d.section === page.section && path.posix.dirname(d.file) !== dir));
    targets.push(pick(siblings.length > 0 ? siblings : others(docs)));
    targets.push(pick(section.length > 0 ? section : others(docs.filter((d) => d.section !== page.section))));
  } else {
    targets.push(pick(others(page.kind === 'post' ? plan.posts : docs)));
    targets.push(pick(docs));
  }
  if (rand() < 0.6) targets.push(pick(rand() < 0.5 ? others(docs) : others(plan.posts)));
  return targets.filter(Boolean);
}

/** Writes a corpus of `pages` pages into `dir` (emptied first); returns counts. */
export function generateCorpus({ pages, dir, seed = 1 }) {
  const plan = planCorpus(pages, seed);
  const rand = createRandom(seed ^ 0x9e3779b9);
  fs.rmSync(dir, { recursive: true, force: true });
  const write = (file, text) => {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  };
  for (const section of SECTIONS) fs.mkdirSync(path.join(dir, section.folder), { recursive: true });
  // The site's icon (config/site.ts names it), served from the content's static folder as the site's own is.
  write(
    'static/img/favicon.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e8555"/></svg>\n',
  );
  write('blog/authors.yml', 'bench:\n  name: 基准测试\n  title: 合成内容生成器\n  url: https://github.com/lin-frontend\n');
  for (const category of plan.categories) write(category.file, `${JSON.stringify(category.data, null, 2)}\n`);
  let cjk = 0;
  for (const page of [...plan.docs, ...plan.posts, ...plan.pages]) {
    const text = renderPage(page, linkTargets(page, plan, rand), rand);
    cjk += countCjk(text);
    write(page.file, text);
  }
  const total = plan.docs.length + plan.posts.length + plan.pages.length;
  return {
    pages: total,
    docs: plan.docs.length,
    posts: plan.posts.length,
    standalone: plan.pages.length,
    categories: plan.categories.length,
    cjkPerPage: Math.round(cjk / total),
    plan,
  };
}

/** Docusaurus's name of a docs plugin's versioned files (`versions.json`, `<id>_versioned_docs`…). */
const versionedName = (id, name) => (id === 'default' ? name : `${id}_${name}`);
/** Docusaurus's folder of a plugin's translations (`docusaurus-plugin-content-docs-<id>`). */
const pluginFolder = (plugin, id) => (id === 'default' ? plugin : `${plugin}-${id}`);

/**
 * A copy of a page's Markdown whose relative links leave `root` (a doc section's or the blog's folder) become
 * their text: in a version folder or a translation folder they would point nowhere (the other sections are not
 * beside it there), in Docusaurus's build as in this project's.
 */
function localLinksOnly(text, file, root) {
  return text.replace(/\[([^\]]+)\]\((\.{1,2}\/[^)]+\.md)\)/g, (link, label, href) => {
    const target = path.posix.join(path.posix.dirname(file), href);
    return root && target.startsWith(`${root}/`) ? link : label;
  });
}

/** Adds `addition` to the front matter's title and a paragraph `note` after the front matter. */
function marked(text, { prefix = '', suffix = '', note }) {
  return text
    .replace(/^title: (".*")$/m, (_, title) => `title: ${yamlString(`${prefix}${JSON.parse(title)}${suffix}`)}`)
    .replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n${note}\n`);
}

/**
 * Makes a generated corpus (in `dir`, planned as `plan`) a versioned, translated site in Docusaurus's layout:
 * - every doc section `{ id, folder, sidebarId }` (plugin ids of the site config) gets the released `versions`
 *   (newest first): `versions.json` (`<id>_versions.json`), a copy of its docs and `_category_.json` files in
 *   `versioned_docs/version-<v>/` with a small difference (the title names the version, one more sentence),
 *   and `versioned_sidebars/version-<v>-sidebars.json` (one sidebar generated from the folder);
 * - a second `locale`: a marked copy ("translation") of every doc of every version, every post and the
 *   standalone pages in `i18n/<locale>/docusaurus-plugin-content-{docs[-<id>]/{current,version-<v>},blog,pages}/`,
 *   except every `untranslatedEvery`-th doc and post, which the locale shows untranslated (as Docusaurus does).
 * Relative links that leave their section or blog are unlinked in the copies. Returns counts of files written and
 * of the pages the site has (`pages`: every doc in every version, every post and page, in every locale).
 */
export function addVariants({
  dir,
  plan,
  sections,
  versions,
  locale,
  blogFolder = 'blog',
  pagesFolder = 'pages',
  untranslatedEvery = 10,
}) {
  const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');
  const write = (file, text) => {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  };
  const translated = (i) => untranslatedEvery <= 0 || i % untranslatedEvery !== untranslatedEvery - 1;
  const translate = (text) =>
    marked(text, { prefix: `[${locale}] `, note: `*${locale} translation of this page (a marked copy for the benchmark).*` });
  const counts = { versionedDocs: 0, translatedDocs: 0, translatedPosts: 0, translatedPages: 0 };
  const sectionOf = new Map(sections.map((s) => [s.folder, s]));
  plan.docs.forEach((doc, i) => {
    const section = sectionOf.get(doc.section);
    if (!section) throw new Error(`addVariants: no section for the folder ${doc.section}`);
    const relative = path.posix.relative(section.folder, doc.file);
    const source = localLinksOnly(read(doc.file), doc.file, section.folder);
    const i18nDocs = path.posix.join('i18n', locale, pluginFolder('docusaurus-plugin-content-docs', section.id));
    if (translated(i)) {
      write(path.posix.join(i18nDocs, 'current', relative), translate(source));
      counts.translatedDocs++;
    }
    for (const version of versions) {
      const text = marked(source, { suffix: `（${version}）`, note: `本文描述 ${version} 版本的行为，新版本可能有所不同。` });
      write(path.posix.join(versionedName(section.id, 'versioned_docs'), `version-${version}`, relative), text);
      counts.versionedDocs++;
      if (translated(i)) {
        write(path.posix.join(i18nDocs, `version-${version}`, relative), translate(text));
        counts.translatedDocs++;
      }
    }
  });
  for (const section of sections) {
    write(versionedName(section.id, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
    const sidebars = { [section.sidebarId]: [{ type: 'autogenerated', dirName: '.' }] };
    for (const version of versions) {
      write(
        path.posix.join(versionedName(section.id, 'versioned_sidebars'), `version-${version}-sidebars.json`),
        `${JSON.stringify(sidebars, null, 2)}\n`,
      );
      for (const category of plan.categories.filter((c) => c.file.startsWith(`${section.folder}/`)))
        write(
          path.posix.join(
            versionedName(section.id, 'versioned_docs'),
            `version-${version}`,
            path.posix.relative(section.folder, category.file),
          ),
          read(category.file),
        );
    }
  }
  plan.posts.forEach((post, i) => {
    if (!translated(i)) return;
    const text = translate(localLinksOnly(read(post.file), post.file, blogFolder));
    write(path.posix.join('i18n', locale, 'docusaurus-plugin-content-blog', path.posix.relative(blogFolder, post.file)), text);
    counts.translatedPosts++;
  });
  for (const page of plan.pages) {
    const text = translate(localLinksOnly(read(page.file), page.file, undefined));
    write(path.posix.join('i18n', locale, 'docusaurus-plugin-content-pages', path.posix.relative(pagesFolder, page.file)), text);
    counts.translatedPages++;
  }
  const pages = 2 * (plan.docs.length * (1 + versions.length) + plan.posts.length + plan.pages.length);
  return { ...counts, versions: versions.length + 1, locales: 2, pages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [count, dir] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--seed');
  const seedAt = process.argv.indexOf('--seed');
  if (!count || !dir) {
    console.error('usage: node scripts/bench/generate-corpus.mjs <pages> <dir> [--seed 1]');
    process.exit(2);
  }
  const result = generateCorpus({
    pages: Number(count),
    dir: path.resolve(dir),
    seed: seedAt > 0 ? Number(process.argv[seedAt + 1]) : 1,
  });
  console.log(`generated ${path.resolve(dir)}: ${JSON.stringify({ ...result, plan: undefined })}`);
}
