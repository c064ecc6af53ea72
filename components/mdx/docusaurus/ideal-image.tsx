import type { CSSProperties } from 'react';

/**
 * What lib/mdx/images/rehype-images.ts gives `@theme/IdealImage` in place of `require('./x.png')`: the
 * picture of the encoded image (AVIF, WebP, the original's format in the column's widths) and how it loads.
 */
export interface IdealImagePicture {
  readonly sources: readonly { type: string; srcSet: string; sizes: string }[];
  readonly img: { src: string; srcSet: string; sizes: string; width: number; height: number };
  readonly loading: 'eager' | 'lazy';
  readonly fetchPriority?: 'high';
}

/** What the ideal-image plugin's loader gives where the build did not encode the image (`{ src: { src, … } }`). */
interface LoaderImage {
  readonly src: { readonly src: string; readonly width?: number; readonly height?: number };
  readonly preSrc?: string;
}

/** Props of `@theme/IdealImage` (the plugin's own are accepted; those about its placeholder have no use here). */
export interface IdealImageProps {
  readonly img: string | IdealImagePicture | LoaderImage;
  readonly alt?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly width?: number;
  readonly height?: number;
}

const isPicture = (img: IdealImageProps['img']): img is IdealImagePicture => typeof img === 'object' && 'sources' in img;

/** Docusaurus's ideal image: a `<picture>` of the encoded image, zoomable like the article's other images. */
export default function IdealImage({ img, alt = '', className, style, width, height }: IdealImageProps) {
  if (isPicture(img)) {
    return (
      <picture>
        {img.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          {...img.img}
          alt={alt}
          className={className}
          style={style}
          loading={img.loading}
          fetchPriority={img.fetchPriority}
          decoding={img.loading === 'lazy' ? 'async' : undefined}
          data-zoomable=""
        />
      </picture>
    );
  }
  const src = typeof img === 'string' ? img : img.src.src;
  const size = typeof img === 'string' ? {} : { width: img.src.width, height: img.src.height };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an image the build did not encode: served as it is
    <img
      src={src}
      alt={alt}
      className={className}
      style={style}
      width={width ?? size.width}
      height={height ?? size.height}
      loading="lazy"
      decoding="async"
    />
  );
}
