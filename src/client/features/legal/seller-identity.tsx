import type { SellerIdentity as Seller } from '#shared/legal/seller-identity.ts';
import { legal } from '#shared/messages/pt-legal.ts';
import { publicPaths } from '#shared/paths.ts';
import { seller as configuredSeller } from './seller.ts';

const texts = legal;

const tones = {
  /** On the public pages' dark footer. */
  dark: { text: 'text-rio-100', strong: 'text-white', link: 'text-white hover:text-terra-200' },
  /** On the signed-in screens' light footer and inside the purchase summary. */
  light: { text: 'text-stone-700', strong: 'text-stone-900', link: 'text-rio-800 hover:text-terra-700' },
  /** At the end of a voyage, in whichever reading theme the traveller chose. */
  reader: { text: 'text-(--reader-muted)', strong: 'text-(--reader-text)', link: 'text-(--reader-text)' },
} as const;

/**
 * Who sells, their CNPJ, address and contact, and the encarregado (Decreto 7.962/2013, art. 2;
 * LGPD, art. 41); or a plain line when the installation has not configured them.
 */
export function SellerIdentity({
  tone,
  seller = configuredSeller,
}: {
  tone: keyof typeof tones;
  seller?: Seller | null;
}) {
  const style = tones[tone];
  const link = `underline underline-offset-2 ${style.link}`;
  if (!seller) {
    return (
      <p data-seller-identity="missing" className={`text-sm leading-relaxed ${style.text}`}>
        {texts.seller.notConfigured}
      </p>
    );
  }
  return (
    <address
      data-seller-identity=""
      className={`grid gap-1 text-sm not-italic leading-relaxed ${style.text}`}
    >
      <span>
        <span className="sr-only">{texts.seller.label}: </span>
        <strong className={style.strong}>{seller.tradeName}</strong> — {seller.legalName} ·{' '}
        {texts.seller.cnpj} {seller.cnpj}
      </span>
      <span>
        {texts.seller.address}: {seller.address}
      </span>
      <span>
        {texts.seller.contact}:{' '}
        <a className={link} href={`mailto:${seller.email}`}>
          {seller.email}
        </a>
        {seller.phone && (
          <>
            {' '}
            · {texts.seller.phone}: {seller.phone}
          </>
        )}
      </span>
      <span>
        {texts.seller.dpo}: {seller.dpoName},{' '}
        <a className={link} href={`mailto:${seller.dpoEmail}`}>
          {seller.dpoEmail}
        </a>
      </span>
    </address>
  );
}

/** The terms and the privacy policy, linked from every footer. Plain links: both are static pages. */
export function LegalLinks({ tone }: { tone: keyof typeof tones }) {
  const link = `inline-block py-1.5 underline underline-offset-2 ${tones[tone].link}`;
  return (
    <nav aria-label={texts.links.label}>
      <ul className="flex flex-wrap gap-x-5 text-sm">
        <li>
          <a className={link} href={publicPaths.terms}>
            {texts.links.terms}
          </a>
        </li>
        <li>
          <a className={link} href={publicPaths.privacy}>
            {texts.links.privacy}
          </a>
        </li>
      </ul>
    </nav>
  );
}
