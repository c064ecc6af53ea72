/**
 * Turns compiled MDX (mdx-bundler output) into a React component. What the document imports is looked up
 * by id (`__mdx_import`): this project's Docusaurus runtime and the generated modules of npm packages and
 * the author's code (scripts/lib/mdx-modules.ts); stylesheets it imports are collected to be linked.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { AFTER_TRUNCATE, CLIENT_MARKER } from '@/lib/mdx/code-markers';

/** What follows a post's truncate marker (lib/mdx/truncate.ts): all of it on the post's page, none in the lists. */
const SHOWN = { [AFTER_TRUNCATE]: React.Fragment } as unknown as Record<string, React.ComponentType<never>>;
const LEFT_OUT = { [AFTER_TRUNCATE]: () => null } as Record<string, React.ComponentType<never>>;

/**
 * The components every compiled MDX document is rendered with: `untilTruncate` for a blog list, which shows a post up
 * to its truncate marker (a document without one renders whole either way).
 */
export const mdxComponentsFor = (untilTruncate: boolean): Record<string, React.ComponentType<never>> =>
  untilTruncate ? LEFT_OUT : SHOWN;

/** Props of a compiled MDX document. */
export interface MdxProps {
  readonly components?: Record<string, React.ComponentType<never>>;
}

/** An evaluated MDX document. */
export interface MdxModule {
  readonly Component: React.ComponentType<MdxProps>;
  /** Stylesheets (hrefs) the document imports. */
  readonly stylesheets: string[];
}

/** Modules by id, as MDX imports them. */
export type ModuleTable = Record<string, Record<string, unknown>>;

/** Per table (the browser has one per locale), per code. */
const caches = new WeakMap<ModuleTable, Map<string, MdxModule>>();

/** An empty document: the content layer gives a 0-byte file no code at all, and Docusaurus builds it as a page with no body. */
const EMPTY: MdxModule = { Component: () => null, stylesheets: [] };

/**
 * Evaluates compiled MDX code into its default export, its imports taken from `modules` (the server's or the
 * browser's table for the page's locale: they differ where a module only runs on one side); cached per table and
 * code, so the component is stable.
 */
export function getMdxModule(code: string, modules: ModuleTable): MdxModule {
  if (code.trim() === '') return EMPTY;
  let cache = caches.get(modules);
  if (!cache) caches.set(modules, (cache = new Map()));
  let evaluated = cache.get(code);
  if (!evaluated) {
    const stylesheets: string[] = [];
    const scope: Record<string, unknown> = {
      React,
      ReactDOM: {},
      _jsx_runtime: jsxRuntime,
      __mdx_import: (id: string) => {
        const found = modules[id];
        if (!found) throw new Error(`MDX imports "${id}", which this build does not provide`);
        return found;
      },
      __mdx_stylesheet: (href: string) => stylesheets.push(href),
    };
    const fn = new Function(...Object.keys(scope), code) as (...args: unknown[]) => { default: React.ComponentType<MdxProps> };
    evaluated = { Component: fn(...Object.values(scope)).default, stylesheets };
    cache.set(code, evaluated);
  }
  return evaluated;
}

/** The stylesheets compiled MDX imports, read from its code without running it. */
export const stylesheetsOf = (code: string): string[] =>
  [...code.matchAll(/__mdx_stylesheet\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!) as string);

/** True when compiled MDX must render in the browser (see lib/mdx/remark-mdx-esm.ts). */
export const isClientMdx = (code: string): boolean => code.includes(CLIENT_MARKER);
