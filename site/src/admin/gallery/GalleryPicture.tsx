import type { ResponsiveImage } from '@atelier/contracts';
import { pictureSources } from '../../components/media/picture-sources.ts';

/**
 * A gallery image as `<picture>`, like the public pages' ResponsivePicture: the AVIF and WebP
 * variants by width once the variant job has made them, the re-encoded original before that,
 * with its intrinsic size so the grid does not shift while loading.
 */
export function GalleryPicture({ image, alt, sizes, className }: { image: ResponsiveImage; alt: string; sizes: string; className?: string }) {
  return (
    <picture>
      {pictureSources(image).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={image.url} width={image.width} height={image.height} alt={alt} loading="lazy" decoding="async" className={className} />
    </picture>
  );
}
