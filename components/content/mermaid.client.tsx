'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import type { Mermaid } from 'mermaid';
import { MERMAID_MODULE, MERMAID_SOURCE_CLASS } from '@/lib/mdx/mermaid';
import { useMarkedElements } from './use-marked-elements';
import { fill, mdxUi } from '@/lib/i18n/mdx-ui';

/** Docusaurus's `themeConfig.mermaid`: a Mermaid theme per colour mode and Mermaid's own options. */
export interface MermaidConfig {
  readonly theme: { readonly light: string; readonly dark: string };
  readonly options: Readonly<Record<string, unknown>>;
}

/** Mermaid's prebuilt module, served by the site (not bundled: see MERMAID_MODULE). */
const loadMermaid = (): Promise<unknown> =>
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${process.env.MYBLOG_BASE_PATH ?? ''}${MERMAID_MODULE}`);

let nextId = 0;
/** Mermaid draws one diagram at a time (it keeps its configuration and a scratch element globally). */
let queue: Promise<unknown> = Promise.resolve();

/** Draws one diagram container (`[data-mermaid]`) with its source, for the colour mode. */
async function draw(container: HTMLElement, config: MermaidConfig, dark: boolean, locale: string): Promise<void> {
  const source = container.querySelector(`.${MERMAID_SOURCE_CLASS}`)?.textContent ?? '';
  const { default: mermaid } = (await loadMermaid()) as { default: Mermaid };
  mermaid.initialize({ startOnLoad: false, ...config.options, theme: (dark ? config.theme.dark : config.theme.light) as never });
  let target = container.querySelector<HTMLElement>(':scope > .mermaid-svg');
  if (!target) {
    target = document.createElement('div');
    target.className = 'mermaid-svg';
    container.append(target);
  }
  try {
    const { svg, bindFunctions } = await mermaid.render(`mermaid-svg-${nextId++}`, source);
    target.innerHTML = svg;
    bindFunctions?.(target);
    container.dataset.mermaidRendered = dark ? 'dark' : 'light';
    delete container.dataset.mermaidError;
  } catch (error) {
    // The source stays readable; the reason is said next to it.
    target.textContent = fill(mdxUi(locale).diagramError, { message: error instanceof Error ? error.message : String(error) });
    target.setAttribute('role', 'note');
    container.dataset.mermaidError = '';
  }
}

/**
 * Draws the page's Mermaid diagrams in the browser (loaded only on pages that hold one, see
 * components/content/enhancements.tsx), and draws them again when the colour mode changes.
 */
export default function MermaidDiagrams({ config, locale }: { config: MermaidConfig; locale: string }) {
  const containers = useMarkedElements('[data-mermaid]');
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  useEffect(() => {
    if (resolvedTheme === undefined) return;
    const mode = dark ? 'dark' : 'light';
    for (const container of containers) {
      if (container.dataset.mermaidRendered === mode) continue;
      queue = queue.then(() => draw(container, config, dark, locale)).catch(() => undefined);
    }
  }, [containers, config, dark, resolvedTheme, locale]);
  return null;
}
