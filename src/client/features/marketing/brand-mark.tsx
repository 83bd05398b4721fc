import { Link } from 'react-router';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';

/** The logo and name, linking home. `tone` follows the background it sits on. */
export function BrandMark({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={paths.home}
      aria-label={pt.nav.homeLink}
      className={`inline-flex shrink-0 items-center gap-2 rounded-lg font-display text-xl font-semibold ${
        tone === 'dark' ? 'text-rio-900' : 'text-white'
      }`}
    >
      <img src="/favicon.svg" width={36} height={36} alt="" className="size-9" />
      <span>{pt.brand.name}</span>
    </Link>
  );
}
