/**
 * A site's swizzled `src/theme/MDXComponents`: Docusaurus gives every MDX document the components of that map
 * without an import (`<Highlight>`, `<Tabs>`…, "MDX component scope"). The map's own keys are read from its
 * source, statically: a default export (or `module.exports`) of an object literal (or of a constant holding one) whose keys are
 * component names; the spread of `@theme-original/MDXComponents` adds nothing (this project's MDX already has it).
 * The compile imports the names a document uses (lib/mdx/remark-mdx-esm.ts) from the module that
 * scripts/lib/mdx-modules.ts makes of the file. Lowercase keys (Markdown elements replaced) are not carried.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import { resolveFile } from './mdx-imports';

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The site's MDXComponents file in a content root (`src/theme/MDXComponents.js`, `…/MDXComponents/index.tsx`). */
export function siteMdxComponentsFile(contentRoot: string): string | undefined {
  return resolveFile(path.join(contentRoot, 'src', 'theme', 'MDXComponents'));
}

/** The capitalised keys of a default-exported object literal in `source` (JavaScript or TypeScript, with JSX). */
export function componentKeysOf(source: string, file: string): string[] {
  const loader = /\.tsx?$/.test(file) ? 'tsx' : 'jsx';
  const code = transformSync(source, { loader }).code;
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as {
    body: Node[];
  };
  const objects = new Map<string, Node>();
  let exported: Node | undefined;
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration')
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node;
        const init = declarator.init as Node | null;
        if (id.type === 'Identifier' && init?.type === 'ObjectExpression') objects.set(id.name as string, init);
      }
    if (statement.type === 'ExportDefaultDeclaration') exported = statement.declaration as Node;
    // CommonJS: `module.exports = { … }`.
    const expression = statement.type === 'ExpressionStatement' ? (statement.expression as Node) : undefined;
    const target = expression?.type === 'AssignmentExpression' ? (expression.left as Node) : undefined;
    if (
      target?.type === 'MemberExpression' &&
      (target.object as Node).type === 'Identifier' &&
      (target.object as Node).name === 'module' &&
      (target.property as Node).name === 'exports'
    )
      exported = expression!.right as Node;
  }
  const object = exported?.type === 'Identifier' ? objects.get(exported.name as string) : exported;
  if (object?.type !== 'ObjectExpression') return [];
  const keys: string[] = [];
  for (const property of object.properties as Node[]) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key as Node;
    const name = key.type === 'Identifier' ? (key.name as string) : typeof key.value === 'string' ? key.value : undefined;
    if (name && /^[A-Z][\w$]*$/.test(name)) keys.push(name);
  }
  return keys;
}

const cache = new Map<string, { file: string; names: string[] } | undefined>();

/** The site's MDXComponents file and the component names it puts in scope (read once per content root). */
export function siteMdxComponents(contentRoot: string): { file: string; names: string[] } | undefined {
  if (cache.has(contentRoot)) return cache.get(contentRoot);
  const file = siteMdxComponentsFile(contentRoot);
  let found: { file: string; names: string[] } | undefined;
  if (file) {
    try {
      found = { file, names: componentKeysOf(fs.readFileSync(file, 'utf8'), file) };
    } catch {
      found = undefined;
    }
  }
  cache.set(contentRoot, found);
  return found;
}
