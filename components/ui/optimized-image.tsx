import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/** next/image's options without the ones only its client component can honour (callbacks, blur). */
export type OptimizedImageProps = Omit<
  ImageProps,
  'onLoad' | 'onLoadingComplete' | 'onError' | 'placeholder' | 'blurDataURL' | 'priority'
>;

/**
 * A picture through Next's image optimiser as a plain `<img>`: the same sizes, formats and lazy
 * loading as next/image, without its client component, so pages full of pictures load and
 * hydrate no image script. `preload` (the picture likely to be the largest paint) is asked for
 * early in the document's head, as next/image does.
 */
export function OptimizedImage(options: OptimizedImageProps) {
  const { props } = getImageProps(options);
  if (options.preload && props.src) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      crossOrigin: props.crossOrigin,
      referrerPolicy: props.referrerPolicy,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt comes with the props
  return <img {...props} />;
}
