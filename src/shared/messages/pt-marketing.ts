/** Texts of the public marketing pages (SPEC §2.1, §2.8) and the brand's own copy. */
export const marketing = {} as const;
