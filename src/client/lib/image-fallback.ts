/** An image that names a `data-fallback-src` shows it when its own does not load (SPEC §4.3). */
export function fallBackBrokenImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback-src]')) {
    const fallBack = () => {
      const fallback = image.dataset.fallbackSrc;
      if (!fallback || image.getAttribute('src') === fallback) return;
      image.src = fallback;
      image.dataset.fallback = 'true';
    };
    if (image.complete && image.naturalWidth === 0) fallBack();
    else image.addEventListener('error', fallBack, { once: true });
  }
}
