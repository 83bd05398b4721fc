import { useEffect, useRef, useState } from 'react';
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_PLACEHOLDER,
  PRODUCT_IMAGE_WIDTH,
} from './product-card-constants.ts';

interface ProductImageProps {
  src: string;
  className?: string;
  /** The first cards of the list load at once; the rest when they come near. */
  eager?: boolean;
}

/**
 * A product illustration that falls back to the placeholder when it fails. Decorative (alt=""):
 * the product's name is the heading right beside it. Give it `key={src}` to reset on a new image.
 */
export function ProductImage({ src, className = '', eager = false }: ProductImageProps) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);

  // A prerendered image may fail before React listens for its error event: check once hydrated.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      src={failed ? PRODUCT_IMAGE_PLACEHOLDER : src}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-fallback={failed ? 'true' : undefined}
      // A static page has no React to swap it: the public pages' island does (decision 110).
      data-fallback-src={PRODUCT_IMAGE_PLACEHOLDER}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
