'use client';

import { useEffect, useState } from 'react';

/**
 * The page's elements that match `selector`, kept current as the page changes (MDX rendered in the browser mounts
 * after this hook's first look). For the enhancers that replace build-time markup once their code has loaded.
 */
export function useMarkedElements(selector: string): HTMLElement[] {
  const [elements, setElements] = useState<HTMLElement[]>([]);
  useEffect(() => {
    const look = () =>
      setElements((known) => {
        const found = [...document.querySelectorAll<HTMLElement>(selector)];
        return found.length === known.length && found.every((element, i) => element === known[i]) ? known : found;
      });
    look();
    // Only mutations that add or remove a marked element count: the enhancers' own rendering (a diagram's SVG, a
    // running example) changes the page all the time, and must not make them render again.
    const touches = (nodes: NodeList) =>
      [...nodes].some((node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null));
    const observer = new MutationObserver((records) => {
      if (records.some((record) => touches(record.addedNodes) || touches(record.removedNodes))) look();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector]);
  return elements;
}
