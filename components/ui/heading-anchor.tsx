import { t } from '@/lib/i18n';

/**
 * The "#" link a heading with an id ends with, as Docusaurus's theme Heading gives it (`hash-link`, named "Direct link
 * to <heading>" in the page's language), for the headings this site's own pages render (Markdown's get theirs from
 * lib/mdx/rehype-headings.ts).
 */
export function HeadingAnchor({ id, heading }: { id: string; heading: string }) {
  return (
    <a href={`#${id}`} className="hash-link" aria-label={t('theme.common.headingLinkTitle', { heading })}>
      #
    </a>
  );
}
