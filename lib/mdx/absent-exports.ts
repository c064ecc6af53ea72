/**
 * Named imports of a name Docusaurus's own client module does not export (`import {useBaseUrl} from
 * '@docusaurus/useBaseUrl'`, whose hook is its default export). Docusaurus's webpack build only warns ("export
 * 'useBaseUrl' … was not found") and the binding is undefined; Turbopack and esbuild stop instead. The site's code is
 * rewritten to what webpack runs: the name leaves the import and is declared `undefined`.
 */
import { DOCUSAURUS_MODULE_EXPORTS } from './docusaurus-module-ids';

/**
 * Every name each of Docusaurus's core client modules exports (`@docusaurus/core/lib/client/exports/*`), where this
 * project's runtime has them all (DOCUSAURUS_MODULE_EXPORTS) or a name it lacks is listed here, so that a name of
 * Docusaurus this project lacks is still reported rather than silently undefined. Theme and plugin modules
 * (`@theme/…`, `@docusaurus/theme-common`, `…/client`) are left out: their public API is too wide to list.
 */
const DOCUSAURUS_OWN: Record<string, readonly string[]> = {
  // 3.8 added `addBaseUrl` (hash router).
  '@docusaurus/useBaseUrl': ['addBaseUrl'],
};
const CORE_MODULES = [
  '@docusaurus/Link',
  '@docusaurus/useBaseUrl',
  '@docusaurus/BrowserOnly',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/router',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/Head',
  '@docusaurus/Translate',
  '@docusaurus/Interpolate',
  '@docusaurus/isInternalUrl',
  '@docusaurus/useIsBrowser',
  '@docusaurus/useIsomorphicLayoutEffect',
  '@docusaurus/ErrorBoundary',
  '@docusaurus/Noop',
  '@docusaurus/constants',
  '@docusaurus/useBrokenLinks',
  '@docusaurus/useRouteContext',
  '@docusaurus/useGlobalData',
];

/** The names Docusaurus's own `specifier` module exports, when it is one of its core client modules. */
export function docusaurusOwnExports(specifier: string): readonly string[] | undefined {
  if (!CORE_MODULES.includes(specifier)) return undefined;
  return [...(DOCUSAURUS_MODULE_EXPORTS[specifier] ?? []), ...(DOCUSAURUS_OWN[specifier] ?? [])];
}

/**
 * The names of `names` (what an import statement names, `default` for its default import) that Docusaurus's own
 * `specifier` module does not export: none for a module that is not one of its core client modules.
 */
export function namesDocusaurusLacks(specifier: string, names: readonly string[]): string[] {
  const own = docusaurusOwnExports(specifier);
  return own ? names.filter((name) => name !== 'default' && name !== '*' && !own.includes(name)) : [];
}

/** The line that reports one such import (`file:line: imports … which Docusaurus does not export …`). */
export const absentImportNote = (file: string, a: AbsentImport): string =>
  `${file}:${a.line}: imports ${a.name} from ${a.specifier}, which Docusaurus does not export: undefined, as webpack leaves it (with a warning)`;

/** One named import the rewrite turned into `undefined`. */
export interface AbsentImport {
  readonly specifier: string;
  readonly name: string;
  /** 1-based line of the import statement. */
  readonly line: number;
}

const NAMED_IMPORT =
  /(^|[;\n])([ \t]*import\s+(?!type\b)(?:([\w$]+)\s*,\s*)?\{([^}]*)\}\s*from\s*(['"])(@docusaurus\/[^'"]+)\5[ \t]*;?)/g;

/**
 * `code` (JavaScript or TypeScript) with each named import of a name Docusaurus's module does not export taken out of
 * its import and declared `undefined` after it (as webpack binds it), and the imports so rewritten.
 */
export function bindAbsentImports(code: string): { code: string; absent: AbsentImport[] } {
  const absent: AbsentImport[] = [];
  const out = code.replace(
    NAMED_IMPORT,
    (whole, lead: string, statement: string, def: string | undefined, list: string, q: string, spec: string, offset: number) => {
      const own = docusaurusOwnExports(spec);
      if (!own) return whole;
      const kept: string[] = [];
      const locals: string[] = [];
      for (const raw of list.split(',')) {
        const item = raw.trim();
        if (!item) continue;
        const m = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(item);
        if (!m || m[1] || own.includes(m[2]!)) {
          kept.push(item);
          continue;
        }
        locals.push(m[3] ?? m[2]!);
        const line = code.slice(0, offset + lead.length).split('\n').length;
        absent.push({ specifier: spec, name: m[2]!, line });
      }
      if (locals.length === 0) return whole;
      const indent = /^[ \t]*/.exec(statement)![0];
      const head = def ? `${def}, ` : '';
      // As many lines as the statement had, so the lines after it keep their numbers.
      const newlines = '\n'.repeat(statement.split('\n').length - 1);
      return `${lead}${indent}import ${head}{ ${kept.join(', ')} } from ${q}${spec}${q}; ${locals.map((l) => `const ${l} = undefined;`).join(' ')}${newlines}`;
    },
  );
  return { code: out, absent };
}
