import { themeIcon } from './icon';

/** `@theme/Icon/Menu`: three bars (a menu button; 30 px). */
export default themeIcon('IconMenu', 'M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z', { width: 30, height: 30 });
