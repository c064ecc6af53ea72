/**
 * Turns mdx-bundler output into a React component (the same scope mdx-bundler's client uses), and tells
 * whether compiled MDX is interactive: event handlers or hooks can only run in a client component.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

/** Props of a compiled MDX document. */
export interface MdxProps {
  readonly components?: Record<string, React.ComponentType<never>>;
}

const cache = new Map<string, React.ComponentType<MdxProps>>();

/** Evaluates compiled MDX code into its default export; cached per code, so the component is stable. */
export function getMdxComponent(code: string): React.ComponentType<MdxProps> {
  let component = cache.get(code);
  if (!component) {
    const scope: Record<string, unknown> = { React, ReactDOM: {}, _jsx_runtime: jsxRuntime };
    const fn = new Function(...Object.keys(scope), code) as (...args: unknown[]) => { default: React.ComponentType<MdxProps> };
    component = fn(...Object.values(scope)).default;
    cache.set(code, component);
  }
  return component;
}

const INTERACTIVE = /\bon[A-Z][A-Za-z]*\s*:|\buse(?:State|Effect|Reducer|Ref|LayoutEffect)\b/;

/** True when compiled MDX needs the browser (event handlers, state or effects). */
export const isInteractiveMdx = (code: string): boolean => INTERACTIVE.test(code);
