/**
 * MDX-only work on a document's ESM (its `import`/`export` statements), before compilation:
 * - an import that cannot be resolved fails with file:line, the import and what to do (instead of a bundler
 *   error pointing into generated code);
 * - `export const toc` is added in Docusaurus's shape (`{value, id, level}`), so `<TOCInline toc={toc} />` works,
 *   and `frontMatter` and `contentTitle` as Docusaurus's MDX loader exports them (`{frontMatter.title}`);
 * - a document whose own exports compute with imported modules (`styled.div`, hooks, event handlers) is
 *   marked to render in the browser, since a server component cannot call into client modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import type { Heading, Root, RootContent } from 'mdast';
import { EXIT, visit } from './visit';
import type { VFile } from 'vfile';
import { parse } from 'acorn';
import { ContentError } from '../content/errors';
import { displayPath } from '../content/display-path';
import { frontMatterData } from '../content/frontmatter';
import { getContentRoot } from '../content/paths';
import { sourcePathOf } from './vfile-source';
import { absentImportNote, namesDocusaurusLacks } from './absent-exports';
import { classifyImport } from './mdx-imports';
import { siteMdxComponents } from './site-mdx-components';
import { CLIENT_MARKER } from './code-markers';
import { headingSlugger } from './heading-slug';
import { tocValue } from './toc-value';

interface EsmNode {
  type: 'mdxjsEsm';
  value: string;
  position?: { start: { line: number } };
  data?: { estree?: { body: EstreeStatement[] } };
}

interface EstreeStatement {
  type: string;
  source?: { value: unknown; raw?: string };
  specifiers?: { type: string; local: { name: string }; imported?: { type: string; name?: string; value?: unknown } }[];
  loc?: { start: { line: number } };
  declaration?: unknown;
}

/** The ESM node of a statement, with its estree (what @mdx-js/mdx compiles). */
function esmNode(code: string): RootContent {
  const estree = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  return { type: 'mdxjsEsm', value: code, data: { estree } } as unknown as RootContent;
}

/** The table of contents in Docusaurus's shape, with the ids the page's headings will get (all of them, in order). */
function docusaurusToc(tree: Root): { value: string; id: string; level: number }[] {
  const slug = headingSlugger();
  const toc: { value: string; id: string; level: number }[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    const text = toString(heading, { includeHtml: false, includeImageAlt: false });
    const explicit = (heading.data?.hProperties as { id?: string } | undefined)?.id;
    const id = explicit ?? slug(text);
    if (heading.depth >= 2) toc.push({ value: tocValue(heading), id, level: heading.depth });
  });
  return toc;
}

const NEEDS_BROWSER = /\buse(State|Effect|Reducer|Ref|LayoutEffect|Context|Memo|Callback|Transition)\b|\bon[A-Z]\w*\s*=/;

/** An attribute value that is a function (`fallback={({error}) => …}`). */
const isFunctionValue = (value: unknown): boolean => {
  const estree = (value as { type?: string; data?: { estree?: { body?: { expression?: { type?: string } }[] } } } | null)?.data
    ?.estree;
  const type =
    (value as { type?: string } | null)?.type === 'mdxJsxAttributeValueExpression'
      ? estree?.body?.[0]?.expression?.type
      : undefined;
  return type === 'ArrowFunctionExpression' || type === 'FunctionExpression';
};

/**
 * True when a JSX element of the document has an event handler (`<button onClick={…}>`) or another function as an
 * attribute (`<ErrorBoundary fallback={({error}) => …}>`): only a browser can run a handler, and a function cannot
 * be handed from the server's render to a component that runs in the browser.
 */
function hasEventHandler(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (found || (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement')) return;
    const attributes = (node as unknown as { attributes: { type: string; name?: string; value?: unknown }[] }).attributes;
    if (attributes.some((a) => a.type === 'mdxJsxAttribute' && (/^on[A-Z]/.test(a.name ?? '') || isFunctionValue(a.value))))
      found = true;
  });
  return found;
}

/**
 * The body uses a value a site module or package exports other than as a component's tag: a member of it as a tag
 * (`<InternalLinks.CreateSelector />`, `<Icons.Star />`), or the value in an expression or an attribute
 * (`{ITEMS.length}`, `{label('x')}`, `items={ITEMS}`). Those modules reach a server render as references to browser
 * code, which renders nothing or cannot be called there (`{ITEMS.length}` was 0): only a browser render has the values.
 */
function usesImportedValues(tree: Root, imported: ReadonlySet<string>): boolean {
  if (imported.size === 0) return false;
  const names = [...imported].map((n) => n.replace(/[$]/g, '\\$&')).join('|');
  const reference = new RegExp(`(^|[^.\\w$])(${names})(?![\\w$])`);
  let found = false;
  visit(tree, (node) => {
    if (found) return EXIT;
    const type = node.type as string;
    if (type === 'mdxFlowExpression' || type === 'mdxTextExpression') {
      if (reference.test(String((node as unknown as { value: string }).value))) found = true;
      return undefined;
    }
    if (type !== 'mdxJsxFlowElement' && type !== 'mdxJsxTextElement') return undefined;
    const { name, attributes = [] } = node as unknown as {
      name: string | null;
      attributes?: { type: string; value?: unknown }[];
    };
    if (name?.includes('.') && imported.has(name.split('.')[0]!)) found = true;
    for (const attribute of attributes) {
      const code =
        attribute.type === 'mdxJsxExpressionAttribute'
          ? String(attribute.value)
          : typeof attribute.value === 'object' && attribute.value !== null
            ? String((attribute.value as { value?: unknown }).value)
            : '';
      if (reference.test(code)) found = true;
    }
    return undefined;
  });
  return found;
}

/** `<BrowserOnly>{() => …}</BrowserOnly>` hands a function to a client component: only a browser render can do that. */
function usesBrowserOnly(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      (node as unknown as { name: string }).name === 'BrowserOnly'
    )
      found = true;
  });
  return found;
}

interface Estree {
  type?: string;
  [key: string]: unknown;
}

/** Every `require('./relative')` call in a JavaScript tree (the MDX expressions of a document). */
function* relativeRequires(node: unknown): Generator<{ value: string; raw?: string }> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* relativeRequires(child);
    return;
  }
  const n = node as Estree;
  if (n.type === 'CallExpression' && (n.callee as Estree | undefined)?.name === 'require') {
    const [arg] = n.arguments as Estree[];
    if (arg?.type === 'Literal' && typeof arg.value === 'string' && /^\.\.?\//.test(arg.value))
      yield arg as unknown as { value: string };
  }
  for (const [key, value] of Object.entries(n))
    if (key !== 'loc' && key !== 'range' && key !== 'position') yield* relativeRequires(value);
}

/**
 * Docusaurus's `contentTitle` (its MDX loader's contentTitle plugin): the text of the document's first heading
 * when that is an h1 above any thematic break, else undefined.
 */
export function contentTitleOf(tree: Root): string | undefined {
  let title: string | undefined;
  visit(tree, (node) => {
    if (node.type === 'thematicBreak') return EXIT;
    if (node.type !== 'heading') return undefined;
    if ((node as Heading).depth === 1) title = toString(node, { includeImageAlt: false });
    return EXIT;
  });
  return title;
}

const readIfExists = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** The remark plugin (MDX only: a Markdown document has no ESM). */
export function remarkMdxEsm() {
  return (tree: Root, file: VFile) => {
    const source = sourcePathOf(file);
    if (!source) return;
    const contentRoot = getContentRoot();
    // A partial (imported .mdx) is compiled with its own path; the document itself with a stand-in entry path.
    const real = file.path && !file.path.includes('_mdx_bundler_entry_point') ? file.path : undefined;
    const absolute = real ?? path.join(contentRoot, source);
    const imported = new Set<string>();
    let exportsCode = '';
    let exportsToc = false;
    /** `const name = undefined;` after the ESM node that imported a name Docusaurus's module lacks. */
    const undefinedAfter = new Map<EsmNode, string[]>();
    for (const node of tree.children as unknown as EsmNode[]) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type === 'ImportDeclaration' && typeof statement.source?.value === 'string') {
          const specifier = statement.source.value;
          const found = classifyImport(specifier, absolute, contentRoot);
          const line = statement.loc?.start.line ?? node.position?.start.line;
          if (found.kind === 'unresolved')
            throw new ContentError(displayPath(source), line, undefined, `cannot resolve import "${specifier}": ${found.hint}`);
          // A name Docusaurus's own module does not export: webpack warns and binds undefined, and so here.
          if (found.kind === 'docusaurus' && statement.specifiers) {
            const nameOf = (s: { imported?: { name?: string; value?: unknown } }) =>
              s.imported?.name ?? String(s.imported?.value);
            const named = statement.specifiers.filter((s) => s.type === 'ImportSpecifier');
            const absent = namesDocusaurusLacks(specifier, named.map(nameOf));
            for (const s of named.filter((n) => absent.includes(nameOf(n)))) {
              const name = nameOf(s);
              console.warn(`warn  [imports] ${absentImportNote(displayPath(source), { specifier, name, line: line ?? 0 })}`);
              statement.specifiers = statement.specifiers.filter((other) => other !== s);
              undefinedAfter.set(node, [...(undefinedAfter.get(node) ?? []), s.local.name]);
            }
          }
          if (found.kind === 'module') for (const s of statement.specifiers ?? []) imported.add(s.local.name);
          // The bundler resolves from a folder of its own choosing: name local files from the site root instead.
          const local = /^(!*raw-loader!)?(\.\.?\/)/.exec(specifier);
          if (local && 'file' in found && found.file) {
            const rooted = `${local[1] ?? ''}@site/${path.relative(contentRoot, found.file).split(path.sep).join('/')}`;
            statement.source.value = rooted;
            statement.source.raw = JSON.stringify(rooted);
          }
        } else if (statement.type.startsWith('Export')) {
          exportsCode += `${node.value}\n`;
          if (/\btoc\b/.test(node.value)) exportsToc = true;
        }
      }
    }
    for (const [node, names] of undefinedAfter)
      tree.children.splice(
        tree.children.indexOf(node as unknown as RootContent) + 1,
        0,
        esmNode(names.map((name) => `const ${name} = undefined;`).join('\n')),
      );
    // Components of the site's MDXComponents map that the document uses without importing or defining them.
    const scope = siteMdxComponents(contentRoot);
    if (scope && scope.names.length > 0) {
      const declared = new Set<string>();
      for (const node of tree.children as unknown as EsmNode[]) {
        if (node.type !== 'mdxjsEsm') continue;
        for (const statement of (node.data?.estree?.body ?? []) as unknown as Estree[]) {
          for (const specifier of (statement.specifiers ?? []) as Estree[])
            declared.add((specifier.local as Estree).name as string);
          const declaration = (statement.declaration ?? statement) as Estree;
          for (const declarator of (declaration.declarations ?? []) as Estree[]) {
            const id = declarator.id as Estree;
            if (id.type === 'Identifier') declared.add(id.name as string);
          }
          if (declaration.id && (declaration.id as Estree).type === 'Identifier')
            declared.add((declaration.id as Estree).name as string);
        }
      }
      const used = new Set<string>();
      visit(tree, (node) => {
        if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
        const root = ((node as unknown as { name: string | null }).name ?? '').split('.')[0]!;
        if (scope.names.includes(root) && !declared.has(root)) used.add(root);
      });
      if (used.size > 0) {
        const id = `@site/${path.relative(contentRoot, scope.file).split(path.sep).join('/')}`;
        tree.children.unshift(esmNode(`import { ${[...used].sort().join(', ')} } from ${JSON.stringify(id)};`));
        for (const name of used) imported.add(name);
      }
    }
    // `require('./a.png').default` in JSX: named from the site root too.
    visit(tree, (node) => {
      const attributes = (node as { attributes?: unknown }).attributes;
      const estrees = [
        (node as { data?: { estree?: unknown } }).data?.estree,
        ...(Array.isArray(attributes)
          ? (attributes as { value?: { data?: { estree?: unknown } } }[]).map((a) => a.value?.data?.estree)
          : []),
      ];
      for (const literal of estrees.flatMap((e) => [...relativeRequires(e)])) {
        const found = classifyImport(literal.value, absolute, contentRoot, 'require');
        if (!('file' in found) || !found.file) continue;
        literal.value = `@site/${path.relative(contentRoot, found.file).split(path.sep).join('/')}`;
        literal.raw = JSON.stringify(literal.value);
      }
    });
    if (!exportsToc) tree.children.push(esmNode(`export const toc = ${JSON.stringify(docusaurusToc(tree))};`));
    // Docusaurus's MDX loader also exports the front matter and the content title, which the text can use.
    if (!/\bfrontMatter\b/.test(exportsCode)) {
      const text = readIfExists(absolute);
      tree.children.push(
        esmNode(`export const frontMatter = ${JSON.stringify(text === undefined ? {} : frontMatterData(text))};`),
      );
    }
    if (!/\bcontentTitle\b/.test(exportsCode)) {
      const title = (file.data as { contentTitle?: string }).contentTitle ?? contentTitleOf(tree);
      tree.children.push(esmNode(`export const contentTitle = ${title === undefined ? 'undefined' : JSON.stringify(title)};`));
    }
    const usesImports = [...imported].some((name) => new RegExp(`\\b${name}\\s*[.(\`]`).test(exportsCode));
    if (
      usesImports ||
      NEEDS_BROWSER.test(exportsCode) ||
      hasEventHandler(tree) ||
      usesBrowserOnly(tree) ||
      usesImportedValues(tree, imported)
    ) {
      tree.children.push(esmNode(`export const ${CLIENT_MARKER} = true;`));
    }
  };
}
