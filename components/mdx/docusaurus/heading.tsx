import type { ComponentPropsWithoutRef } from 'react';
import { fill } from '@/lib/i18n/mdx-ui';
import { localized } from './localized';

/** Props of `@theme/Heading`: a heading's, with its level. */
export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  readonly as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/**
 * `@theme/Heading`: the heading, and for one below h1 with an id, the anchor link that Markdown headings get
 * (lib/mdx/rehype-headings.ts), named in the page's language.
 */
const Heading = localized<HeadingProps>('Heading', ({ as: As, id, children, ...props }, ui) => {
  if (As === 'h1' || !id) {
    return (
      <As id={id} {...props}>
        {children}
      </As>
    );
  }
  return (
    <As id={id} {...props}>
      {children}
      <a
        href={`#${id}`}
        className="hash-link"
        aria-label={fill(ui.headingLink, { heading: typeof children === 'string' ? children : id })}
        data-pagefind-ignore=""
      >
        #
      </a>
    </As>
  );
});
export default Heading;
