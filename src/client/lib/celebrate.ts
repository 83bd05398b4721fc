import { CONFETTI_DURATION_MS, CONFETTI_PIECES } from '#shared/constants.ts';

/**
 * Confetti (SPEC §9: 100 pieces, 3 s) on a canvas of our own that assistive technology ignores and
 * that leaves the page afterwards. Nothing moves for readers who asked for reduced motion.
 */
export async function celebrate() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:70';
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  void fire({ particleCount: CONFETTI_PIECES, spread: 80, origin: { y: 0.6 } });
  setTimeout(() => {
    fire.reset();
    canvas.remove();
  }, CONFETTI_DURATION_MS);
}
