import { LegalLinks, SellerIdentity } from '#client/features/legal/seller-identity.tsx';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { BrandMark } from './brand-mark.tsx';
import { footerNavItems } from './nav-items.ts';

/** The prerendered year may be older than today's: the island writes the current one (decision 110). */
function CopyrightYear() {
  return (
    <span data-current-year="" suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

/** SPEC §2.1: the footer of every public page. */
export function SiteFooter() {
  const texts = pt.footer;
  return (
    <footer className="bg-rio-950 text-rio-100">
      <div className={`${sectionStyles.container} grid gap-10 py-12 md:grid-cols-[2fr_1fr]`}>
        <div className="max-w-md space-y-3">
          <BrandMark tone="light" />
          <p className="font-display text-lg text-terra-200">{pt.brand.tagline}</p>
          <p className="leading-relaxed">{texts.about}</p>
        </div>
        <nav aria-label={texts.navLabel}>
          <h2 className="text-sm font-semibold uppercase tracking-widest text-terra-200">
            {texts.navHeading}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-1 md:grid-cols-1">
            {footerNavItems.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  className="inline-block rounded py-1.5 text-white hover:text-terra-200 hover:underline"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-rio-800">
        <div className={`${sectionStyles.container} grid gap-3 py-6 md:grid-cols-[2fr_1fr] md:gap-10`}>
          <SellerIdentity tone="dark" />
          <LegalLinks tone="dark" />
        </div>
      </div>
      <div className="border-t border-rio-800">
        <div
          className={`${sectionStyles.container} flex flex-col gap-1 py-5 text-sm text-rio-200 sm:flex-row sm:justify-between`}
        >
          <p>
            © <CopyrightYear /> {pt.brand.name}. {texts.copyright}
          </p>
          <p>{texts.place}</p>
        </div>
      </div>
    </footer>
  );
}
