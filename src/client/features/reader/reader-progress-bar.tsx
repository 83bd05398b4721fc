import type { RefObject } from 'react';
import { readerUi } from '#shared/messages/pt-reader.ts';

/**
 * SPEC §2.5: the top progress bar. The fill moves every frame through its ref (no render); the
 * accessible value follows the whole percent.
 */
export function ReaderProgressBar({
  percent,
  fill,
}: {
  percent: number;
  fill: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      role="progressbar"
      aria-label={readerUi.header.progress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={readerUi.header.percentRead(percent)}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-(--reader-border)"
    >
      <div ref={fill} className="reader-progress-fill h-full w-full bg-(--reader-accent)" />
    </div>
  );
}
