import type { ReactNode } from 'react';
import { mdxUi, type MdxUiStrings } from '@/lib/i18n/mdx-ui';
import { docusaurusLocale } from './use-base-url';

/** A component with words of its own (a default title, a button's label) in the language of the page it is on. */
export type Localized<P> = ((props: P) => ReactNode) & {
  /** The same component speaking `locale`: for MDX rendered in the browser, which has no server render to ask. */
  inLocale(locale: string): (props: P) => ReactNode;
};

/**
 * Makes a {@link Localized} component from `render`, which gets the props and the words: in the locale of the page
 * being rendered (`docusaurusLocale`: the server render's, else the one its MDX body gives, as when the site's own
 * component renders it in the browser); through `inLocale`, in the one given.
 */
export function localized<P>(name: string, render: (props: P, ui: MdxUiStrings) => ReactNode): Localized<P> {
  const byLocale = new Map<string, (props: P) => ReactNode>();
  const component = (props: P) => render(props, mdxUi(docusaurusLocale()));
  component.displayName = name;
  return Object.assign(component, {
    inLocale(locale: string) {
      let bound = byLocale.get(locale);
      if (!bound) {
        bound = (props: P) => render(props, mdxUi(locale));
        byLocale.set(locale, bound);
      }
      return bound;
    },
  });
}
