'use client';

import dynamic from 'next/dynamic';

/**
 * ImageZoom (and medium-zoom) in a chunk of their own, rendered only by pages whose article has images: the
 * site is one catch-all route, so a client module imported directly would load on every page.
 */
export const LazyImageZoom = dynamic(() => import('./image-zoom.client').then((m) => m.ImageZoom));
