import { buttonStyles } from '#client/components/ui/button-styles.ts';
import type { SalesPageVariant } from '#shared/constants.ts';
import { sales as texts } from '#shared/messages/pt-sales.ts';

/**
 * Configuration taken, and checked, at build time (`EBOOK_CHECKOUT_URL`: src/shared/build-env.ts,
 * vite.config.ts, docs/architecture/sales.md): every build defines it, so the page carries no default of its own.
 */
export const ebookCheckoutUrl: string = import.meta.env.VITE_EBOOK_CHECKOUT_URL;

/**
 * A call to action: the external checkout in a new tab (SPEC §2.7), counted as the variant's click
 * by the public pages' island (`data-sales-cta`, decision 110).
 */
export function CheckoutButton({
  variant,
  label,
  className = '',
}: {
  variant: SalesPageVariant;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={ebookCheckoutUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="checkout-button"
      data-sales-cta={variant}
      className={`${buttonStyles.primary} text-lg ${className}`}
    >
      {label}
      <span className="sr-only"> {texts.newTab}</span>
    </a>
  );
}
