import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** Props of Docusaurus's `@theme/Icon/*` components: an `<svg>`'s. */
export type IconProps = ComponentPropsWithoutRef<'svg'>;

/**
 * An icon of Docusaurus's theme (`@theme/Icon/<Name>`, and `@theme/Icon<Name>` as Docusaurus 2 named it): `path` on a
 * 24×24 grid in the text's colour, hidden from assistive technology, at `width`×`height` unless the props say
 * otherwise (Docusaurus's own default sizes). The shapes are Material Design's, which Docusaurus's icons follow.
 */
export function themeIcon(
  name: string,
  path: string,
  { width, height, className }: { width?: number; height?: number; className?: string } = {},
): (props: IconProps) => ReactNode {
  const Icon = ({ className: own, ...props }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      width={width}
      height={height}
      aria-hidden="true"
      className={[className, own].filter(Boolean).join(' ') || undefined}
      {...props}
    >
      <path fill="currentColor" d={path} />
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}
