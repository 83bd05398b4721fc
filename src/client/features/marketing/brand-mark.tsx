import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';

interface BrandMarkProps {
  /** Follows the background it sits on. */
  tone?: 'dark' | 'light';
  /** Shows only the logo between the md and lg breakpoints, where the header's menu needs the room. */
  compactOnTablet?: boolean;
}

/** The logo and name, linking home. */
export function BrandMark({ tone = 'dark', compactOnTablet = false }: BrandMarkProps) {
  return (
    <a
      href={paths.home}
      aria-label={pt.nav.homeLink}
      className={`inline-flex shrink-0 items-center gap-2 rounded-lg font-display text-xl font-semibold ${
        tone === 'dark' ? 'text-rio-900' : 'text-white'
      }`}
    >
      <img src="/favicon.svg" width={36} height={36} alt="" className="size-9" />
      <span className={compactOnTablet ? 'md:hidden lg:inline' : undefined}>{pt.brand.name}</span>
    </a>
  );
}
