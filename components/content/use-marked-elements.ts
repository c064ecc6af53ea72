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
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector]);
  return elements;
}
