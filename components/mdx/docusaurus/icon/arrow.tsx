import { themeIcon } from './icon';

/** `@theme/Icon/Arrow`: a chevron pointing right (a collapsed sidebar's button; 20 px). */
export default themeIcon('IconArrow', 'M8.59 16.59L13.17 12 8.59 7.41 10 6l6 6-6 6-1.41-1.41z', { width: 20, height: 20 });
