import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';

/** Props of `@theme/ThemedImage`: an `<img>`'s, with one source per colour mode. */
export interface ThemedImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src'> {
  readonly sources: { readonly light: string; readonly dark: string };
}

/**
 * `@theme/ThemedImage`: the light source in the light mode, the dark one in the dark mode. Both images are in
 * the page and the stylesheet shows the one of the colour mode (`html[data-theme]`, set before the first paint),
 * so the right one shows without a script; the other, not displayed, is neither shown nor read out.
 */
export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        // eslint-disable-next-line @next/next/no-img-element -- the author's image, as Docusaurus renders it
        <img
          key={mode}
          {...props}
          src={sources[mode]}
          alt={alt}
          className={cx(`themed-image themed-image--${mode}`, className)}
        />
      ))}
    </>
  );
}
