'use client';

import dynamic from 'next/dynamic';
import type { ColorModeToggleProps } from './color-mode-toggle.client';

/**
 * `@theme/ColorModeToggle` in a chunk of its own, loaded by the pages that show one (as tabs-lazy.client.tsx): a client
 * module that MDX could use, imported directly, would load on every page. Rendered into the static HTML as before.
 */
const ColorModeToggle = dynamic<ColorModeToggleProps>(() => import('./color-mode-toggle.client'));
export default ColorModeToggle;
