import { themeIcon } from './icon';

/** `@theme/Icon/ExternalLink`: the mark after a link that leaves the site (13.5 px, a little apart from the text). */
export default themeIcon(
  'IconExternalLink',
  'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z',
  { width: 13.5, height: 13.5, className: 'icon-external-link' },
);
