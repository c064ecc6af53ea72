'use client';

import mediumZoom from 'medium-zoom';
import { useEffect } from 'react';
import { fill, mdxUi } from '@/lib/i18n/mdx-ui';

/** The images of an article that zoom (lib/mdx/images/rehype-images.ts marks them). */
export const ZOOMABLE = '.markdown img[data-zoomable]';

/**
 * Click to zoom on the article's images (medium-zoom), and from the keyboard: each image is focusable, Enter
 * or Space opens it, Escape (or a click, or scrolling) closes it and focus returns to the image. Each is named in
 * the page's language (`locale`).
 */
export function ImageZoom({ locale }: { locale: string }) {
  useEffect(() => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>(ZOOMABLE));
    if (images.length === 0) return;
    const zoom = mediumZoom(images, { margin: 24, background: 'var(--bg)' });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      void zoom.open({ target: event.currentTarget as HTMLImageElement });
    };
    const ui = mdxUi(locale);
    for (const image of images) {
      image.tabIndex = 0;
      image.setAttribute('role', 'button');
      image.setAttribute('aria-label', image.alt ? fill(ui.zoomImageAlt, { alt: image.alt }) : ui.zoomImage);
      image.addEventListener('keydown', onKey);
    }
    zoom.on('closed', (event) => (event.target as HTMLElement).focus());
    return () => {
      zoom.detach();
      for (const image of images) image.removeEventListener('keydown', onKey);
    };
  }, [locale]);
  return null;
}
