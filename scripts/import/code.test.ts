import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { THEME_STAND_IN_ID } from '../../lib/mdx/docusaurus-module-ids';
import { classifyImport } from '../../lib/mdx/mdx-imports';
import { collectCodeNeeds, contentPathOf, headTitleOf, layoutPropOf, scanRequires, sitePathOf, trialBundle } from './code';

/** A site whose React page imports a folder (its index.tsx) and an extension-less TypeScript module through @site/. */
function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-page-'));
  const files: Record<string, string> = {
    'src/pages/projects/index.tsx':
      "import RepoCard from './RepoCard';\nimport { useRepos } from '@site/src/hooks/useGithubRepos';\nexport default function Projects() { return <main>{useRepos().map((r) => <RepoCard key={r} name={r} />)}</main>; }\n",
    'src/pages/projects/RepoCard/index.tsx':
      'export default function RepoCard({ name }: { name: string }) { return <div>{name}</div>; }\n',
    'src/hooks/useGithubRepos.ts': "export const useRepos = (): string[] => ['a', 'b'];\n",
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

test('a React page that imports a folder and an extension-less @site/ module is carried with both files', async () => {
  const dir = site();
  try {
    const trial = await trialBundle(path.join(dir, 'src/pages/projects/index.tsx'), dir);
    assert.deepEqual(trial.problems, []);
    const rel = trial.files.map((f) => path.relative(dir, f).split(path.sep).join('/')).sort();
    assert.deepEqual(rel, [
      'src/hooks/useGithubRepos.ts',
      'src/pages/projects/RepoCard/index.tsx',
      'src/pages/projects/index.tsx',
    ]);
    // MDX imports resolve the same forms to the same files.
    const from = path.join(dir, 'docs/a.mdx');
    const hook = classifyImport('@site/src/hooks/useGithubRepos', from, dir);
    assert.equal(hook.kind === 'module' && hook.file, path.join(dir, 'src/hooks/useGithubRepos.ts'));
    const card = classifyImport('../src/pages/projects/RepoCard', from, dir);
    assert.equal(card.kind === 'module' && card.file, path.join(dir, 'src/pages/projects/RepoCard/index.tsx'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("@theme/<Name> the project does not provide is the site's src/theme/<Name>, for MDX, the site's code and the import", async () => {
  const dir = site();
  try {
    fs.mkdirSync(path.join(dir, 'src/theme/VideoEmbed'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'src/components'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/theme/VideoEmbed/index.js'), 'export default function VideoEmbed() { return null; }\n');
    fs.writeFileSync(
      path.join(dir, 'src/components/Post.js'),
      "import VideoEmbed from '@theme/VideoEmbed';\nimport Admonition from '@theme/Admonition';\nexport default () => <VideoEmbed />;\n",
    );
    const from = path.join(dir, 'docs/a.mdx');
    const own = classifyImport('@theme/VideoEmbed', from, dir);
    assert.deepEqual(own, {
      kind: 'module',
      id: '@site/src/theme/VideoEmbed/index.js',
      file: path.join(dir, 'src/theme/VideoEmbed/index.js'),
    });
    // A component this project provides stays this project's (a swizzled copy is replaced); a theme component nobody
    // here has stands in as its children (Docusaurus's theme or another theme has it); a hook nobody has is an error.
    assert.deepEqual(classifyImport('@theme/Admonition', from, dir), { kind: 'docusaurus', id: '@theme/Admonition' });
    assert.deepEqual(classifyImport('@theme/DocBreadcrumbs', from, dir), { kind: 'docusaurus', id: THEME_STAND_IN_ID });
    assert.equal(classifyImport('@theme/hooks/useNowhere', from, dir).kind, 'unresolved');
    // The import carries the file a component reaches through @theme/, and reports nothing missing.
    const trial = await trialBundle(path.join(dir, 'src/components/Post.js'), dir);
    assert.deepEqual(trial.problems, []);
    assert.deepEqual(trial.standIns, []);
    assert.ok(trial.files.includes(path.join(dir, 'src/theme/VideoEmbed/index.js')), trial.files.join(', '));
    // A component importing a theme component this project does not draw is carried; the import names it.
    fs.writeFileSync(
      path.join(dir, 'src/components/Api.js'),
      "import ApiItem from '@theme/ApiItem';\nimport Tabs from '@theme/Tabs';\nexport default () => <ApiItem />;\n",
    );
    const api = await trialBundle(path.join(dir, 'src/components/Api.js'), dir);
    assert.deepEqual(api.problems, []);
    assert.deepEqual(api.standIns, ['@theme/ApiItem']);
    const needs = await collectCodeNeeds(
      [
        {
          contentPath: 'docs/a.mdx',
          sitePath: from,
          text: "import TOC from '@theme/TOCCollapsible';\nimport Api from '@site/src/components/Api';\n\n<Api />\n",
        },
      ],
      dir,
    );
    assert.deepEqual(needs.problems, []);
    assert.deepEqual(needs.standIns, [
      { file: 'docs/a.mdx', specifier: '@theme/TOCCollapsible' },
      { file: 'docs/a.mdx', specifier: '@theme/ApiItem' },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('Sass (docusaurus-plugin-sass): a component carried with its Sass module and the partials it loads; a broken one is a problem', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sass-site-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  try {
    write('src/css/_tokens.scss', '$accent: #b4492c;\n');
    write('src/css/_unused.scss', '$x: 1px;\n');
    write(
      'src/components/Card/styles.module.scss',
      "@use '../../css/tokens';\n.card { color: tokens.$accent; h3 { margin: 0; } }\n",
    );
    write(
      'src/components/Card/index.js',
      "import styles from './styles.module.scss';\nexport default () => <div className={styles.card} />;\n",
    );
    write('src/components/Broken/index.js', "import './broken.scss';\nexport default () => null;\n");
    write('src/components/Broken/broken.scss', '.a { color: $missing; }\n');
    const trial = await trialBundle(path.join(dir, 'src/components/Card/index.js'), dir);
    assert.deepEqual(trial.problems, []);
    assert.deepEqual(trial.files.map((f) => path.relative(dir, f).split(path.sep).join('/')).sort(), [
      'src/components/Card/index.js',
      'src/components/Card/styles.module.scss',
      'src/css/_tokens.scss',
    ]);
    write('src/components/Readme/index.js', "import Intro from '@site/docs/_intro.mdx';\nexport default () => <Intro />;\n");
    write('docs/_intro.mdx', 'Hello.\n');
    // A component importing Markdown (Docusaurus's MDX loader makes a component of it) is carried with the file.
    const markdown = await trialBundle(path.join(dir, 'src/components/Readme/index.js'), dir);
    assert.deepEqual(markdown.problems, []);
    assert.ok(markdown.files.includes(path.join(dir, 'docs/_intro.mdx')));
    const broken = await trialBundle(path.join(dir, 'src/components/Broken/index.js'), dir);
    assert.match(broken.problems.join('\n'), /broken\.scss: Undefined variable/);
    // MDX imports a Sass or Less module as a CSS module, a stylesheet as a stylesheet (compiled when published).
    const from = path.join(dir, 'docs/a.mdx');
    assert.equal(classifyImport('@site/src/components/Card/styles.module.scss', from, dir).kind, 'css-module');
    assert.equal(classifyImport('@site/src/components/Broken/broken.scss', from, dir).kind, 'css');
    write('src/x.less', '.a {}\n');
    assert.equal(classifyImport('@site/src/x.less', from, dir).kind, 'css');
    write('src/y.module.less', '.a {}\n');
    assert.equal(classifyImport('@site/src/y.module.less', from, dir).kind, 'css-module');
    // Less (docusaurus-plugin-less): a Less module with the file it @imports, JavaScript evaluation on; a mistake is a problem.
    write('src/css/vars.less', '@accent: #b4492c;\n@pad: `1 + 1`px;\n');
    write(
      'src/components/Tip/index.module.less',
      "@import '../../css/vars.less';\n.tip { color: @accent; padding: @pad; .title { margin: 0; } }\n",
    );
    write(
      'src/components/Tip/index.js',
      "import styles from './index.module.less';\nexport default () => <p className={styles.tip} />;\n",
    );
    const tip = await trialBundle(path.join(dir, 'src/components/Tip/index.js'), dir);
    assert.deepEqual(tip.problems, []);
    assert.deepEqual(tip.files.map((f) => path.relative(dir, f).split(path.sep).join('/')).sort(), [
      'src/components/Tip/index.js',
      'src/components/Tip/index.module.less',
      'src/css/vars.less',
    ]);
    write('src/components/BadTip/index.js', "import './bad.less';\nexport default () => null;\n");
    write('src/components/BadTip/bad.less', '.a { color: @missing; }\n');
    const bad = await trialBundle(path.join(dir, 'src/components/BadTip/index.js'), dir);
    assert.match(bad.problems.join('\n'), /bad\.less: variable @missing is undefined/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a name a Docusaurus module of this project does not export is reported, for the site's code and for MDX", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-site-'));
  try {
    fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'src/pages/index.js'),
      "import { useColorMode, useNotAThing } from '@docusaurus/theme-common';\nimport Link from '@docusaurus/Link';\nexport default () => <Link to='/'>{String(useColorMode)}{String(useNotAThing)}</Link>;\n",
    );
    fs.writeFileSync(
      path.join(dir, 'src/pages/ok.js'),
      "import { useWindowSize } from '@docusaurus/theme-common';\nexport default () => useWindowSize();\n",
    );
    const bad = await trialBundle(path.join(dir, 'src/pages/index.js'), dir);
    assert.match(
      bad.problems.join('\n'),
      /No matching export in "docusaurus:@docusaurus\/theme-common" for import "useNotAThing"/,
    );
    assert.deepEqual((await trialBundle(path.join(dir, 'src/pages/ok.js'), dir)).problems, []);
    const needs = await collectCodeNeeds(
      [
        {
          contentPath: 'docs/a.mdx',
          sitePath: path.join(dir, 'docs/a.mdx'),
          text: "import { useNotAThing, useThemeConfig } from '@docusaurus/theme-common';\n\n# A\n",
        },
      ],
      dir,
    );
    assert.deepEqual(needs.problems, [
      { file: 'docs/a.mdx', problem: 'imports useNotAThing from @docusaurus/theme-common, which this site does not provide' },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a name Docusaurus's own module does not export bundles, undefined as webpack leaves it, and is noted", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'absent-site-'));
  try {
    fs.mkdirSync(path.join(dir, 'src/components'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'src/components/Card.js'),
      "import {useBaseUrl} from '@docusaurus/useBaseUrl';\nexport default () => <p>{typeof useBaseUrl}</p>;\n",
    );
    fs.writeFileSync(
      path.join(dir, 'src/pages/index.js'),
      "import Card from '../components/Card';\nexport default () => <Card />;\n",
    );
    const trial = await trialBundle(path.join(dir, 'src/pages/index.js'), dir);
    assert.deepEqual(trial.problems, []);
    assert.deepEqual(trial.absentImports, [
      'src/components/Card.js:1: imports useBaseUrl from @docusaurus/useBaseUrl, which Docusaurus does not export: undefined, as webpack leaves it (with a warning)',
    ]);
    // In a document too; a name Docusaurus has and this project lacks (3.8's addBaseUrl) is still a problem.
    const text = "---\ntitle: A\n---\n\nimport {useBaseUrl, addBaseUrl} from '@docusaurus/useBaseUrl';\n\n# A\n";
    const needs = await collectCodeNeeds([{ contentPath: 'docs/a.mdx', sitePath: path.join(dir, 'docs/a.mdx'), text }], dir);
    assert.deepEqual(needs.absentImports, [
      'docs/a.mdx:5: imports useBaseUrl from @docusaurus/useBaseUrl, which Docusaurus does not export: undefined, as webpack leaves it (with a warning)',
    ]);
    assert.deepEqual(needs.problems, [
      { file: 'docs/a.mdx', problem: 'imports addBaseUrl from @docusaurus/useBaseUrl, which this site does not provide' },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("require()'d files of the site are found (not packages named in prose); files outside the site go under _parent", () => {
  const text = [
    "<CodeBlock>{require('!!raw-loader!@site/sidebars.js').default}</CodeBlock>",
    "<img src={require('./a.png').default} />",
    'In Node, `require("fs")` reads files; so does require("path").',
    '```js',
    "const x = require('./in-a-fence.js');",
    '```',
  ].join('\n');
  assert.deepEqual(scanRequires(text), [
    { specifier: '!!raw-loader!@site/sidebars.js', line: 1 },
    { specifier: './a.png', line: 2 },
  ]);
  assert.equal(contentPathOf('/repo/website', '/repo/website/src/a.js'), 'src/a.js');
  assert.equal(contentPathOf('/repo/website', '/repo/packages/x/src/a.ts'), '_parent/packages/x/src/a.ts');
  assert.equal(contentPathOf('/repo/website', '/README.md'), '_parent/_parent/README.md');
  assert.equal(sitePathOf('/repo/website', '_parent/docs'), '/repo/docs', 'and back');
  assert.equal(sitePathOf('/repo/website', '_parent/_parent/README.md'), '/README.md');
  assert.equal(sitePathOf('/repo/website', 'docs/_parent/a.md'), '/repo/website/docs/_parent/a.md', 'only leading ones');
});

test("a React page's Layout title and description: a string, a template with the site's title, or translate()'s message", () => {
  const site = { title: 'Bison', tagline: 'GPU billing' };
  const page = `export default function Home() {
  return (
    <Layout
      title={translate({ id: 'homepage.title', message: 'Bison - Kubernetes GPU Billing' })}
      description={translate({
        id: 'homepage.description',
        message: "Billing & tenants",
      })}>
      <main />
    </Layout>
  );
}`;
  assert.equal(layoutPropOf(page, 'title', site), 'Bison - Kubernetes GPU Billing');
  assert.equal(layoutPropOf(page, 'description', site), 'Billing & tenants');
  assert.equal(layoutPropOf('<Layout title={`Hello from ${siteConfig.title}`}>', 'title', site), 'Hello from Bison');
  assert.equal(layoutPropOf('<Layout title={someVariable}>', 'title', site), undefined);
  // A page that passes the site's own fields as they are.
  const home = '<Layout\n      title={siteConfig.title}\n      description={ siteConfig.tagline }>';
  assert.equal(layoutPropOf(home, 'title', site), 'Bison');
  assert.equal(layoutPropOf(home, 'description', site), site.tagline);
});

test("a React page's own <Head><title> is read as JSX reads its text; one with an expression is not", () => {
  const page = (head: string) => `export default () => (\n  <Layout title="Home">\n    ${head}\n    <main />\n  </Layout>\n);\n`;
  assert.equal(
    headTitleOf(page('<Head>\n      <title>\n        Lantern · Lamps &amp; wicks\n      </title>\n    </Head>')),
    'Lantern · Lamps & wicks',
  );
  assert.equal(headTitleOf(page('<Head><title>Lantern</title></Head>')), 'Lantern');
  assert.equal(headTitleOf(page('<Head><title>{siteConfig.title}</title></Head>')), undefined);
  assert.equal(headTitleOf(page('<Head><meta name="x" content="y" /></Head>')), undefined);
  assert.equal(headTitleOf(page('')), undefined);
});

test("a stylesheet's url() to another site is no package (yleave/yle-blog: a heart sprite on a CDN)", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-url-'));
  try {
    fs.mkdirSync(path.join(dir, 'src/components'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'src/components/Heart.js'),
      'import \'./heart.css\';\nexport default function Heart() { return <span className="heart" />; }\n',
    );
    fs.writeFileSync(
      path.join(dir, 'src/components/heart.css'),
      '.heart { background: url("https://cdn.example.org/heart.png") no-repeat; }\n.b { background: url(//cdn.example.org/b.png); }\n',
    );
    const trial = await trialBundle(path.join(dir, 'src/components/Heart.js'), dir);
    // React is the JSX runtime's; no `https:` or `//cdn…` package.
    assert.deepEqual(trial.packages, ['react']);
    assert.deepEqual(trial.problems, []);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
