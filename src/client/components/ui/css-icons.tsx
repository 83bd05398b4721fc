/** Small glyphs drawn in CSS: the page needs no icon module before it is interactive (docs/architecture/frontend.md). */

const chevronRotation = {
  down: 'rotate-45 -translate-y-0.5',
  left: 'rotate-135',
  right: '-rotate-45',
} as const;

export function Chevron({
  direction,
  className = '',
}: {
  direction: keyof typeof chevronRotation;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-2.5 shrink-0 border-r-2 border-b-2 border-current ${chevronRotation[direction]} ${className}`}
    />
  );
}

/** A magnifying glass: a ring and its handle. */
export function SearchGlyph({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-4 rounded-full border-2 border-current after:absolute after:top-[13px] after:left-[12px] after:h-[7px] after:w-0.5 after:-rotate-45 after:rounded-full after:bg-current after:content-[''] ${className}`}
    />
  );
}
