/** The profile page's cards: one look for every section of the account. */
export const profileCardClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8';
