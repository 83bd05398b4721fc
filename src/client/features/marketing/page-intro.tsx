import type { ReactNode } from 'react';
import { sectionStyles } from '#client/lib/section-styles.ts';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  /** A line under the title (a book's subtitle). */
  subtitle?: string;
  lead: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** An illustration beside the text on wide screens. */
  aside?: ReactNode;
}

/** The opening band of an inner page, under the fixed header: eyebrow, the page's one h1, a lead. */
export function PageIntro({ eyebrow, title, subtitle, lead, actions, aside }: PageIntroProps) {
  return (
    <div className="bg-linear-to-b from-terra-100 via-terra-50 to-papel pt-24 pb-12 sm:pt-28 lg:pb-16">
      <div
        className={`${sectionStyles.container} grid items-center gap-10 ${aside ? 'lg:grid-cols-[1.2fr_1fr]' : ''}`}
      >
        <div className="max-w-3xl">
          <p className={sectionStyles.eyebrow}>{eyebrow}</p>
          <h1 className="mt-4 font-display text-4xl leading-tight text-balance text-rio-900 sm:text-5xl">
            {title}
          </h1>
          {subtitle && (
            <p className="mt-3 font-display text-xl text-rio-800 italic sm:text-2xl">{subtitle}</p>
          )}
          <p className={`${sectionStyles.lead} mt-5`}>{lead}</p>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
        {aside}
      </div>
    </div>
  );
}
