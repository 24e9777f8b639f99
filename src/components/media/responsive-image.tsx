import type { CSSProperties } from 'react';
import type { ResponsiveImageData } from '#server/modules/media/media.schema';
import classes from './responsive-image.module.css';

export type { ResponsiveImageData };

export interface ResponsiveImageProps {
  image: ResponsiveImageData;
  /** Describe the picture; pass "" only for a purely decorative one. */
  alt: string;
  /** How wide the image is drawn at each viewport, e.g. "(min-width: 62em) 33vw, 100vw". */
  sizes: string;
  /** The page's main image (LCP): loaded at once with high priority. Others load lazily. */
  priority?: boolean;
  /** 'cover' fills a box of fixed aspect ratio (set on the parent); 'natural' keeps the image's own shape. */
  fit?: 'natural' | 'cover' | 'contain';
  className?: string;
  style?: CSSProperties;
}

/**
 * A server-rendered <picture>: AVIF and WebP sources with srcset and sizes, the intrinsic width
 * and height (so the page never shifts as it loads), the image's average colour as a placeholder,
 * lazy loading unless it is the page's priority image.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  fit = 'natural',
  className,
  style,
}: ResponsiveImageProps) {
  return (
    <picture className={`${classes.picture} ${fit !== 'natural' ? classes.fill : ''} ${className ?? ''}`}>
      {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />}
      {image.webpSrcSet && <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={`${classes.img} ${classes[fit]}`}
        style={{ backgroundColor: image.placeholderColor ?? undefined, ...style }}
      />
    </picture>
  );
}
