/**
 * The versions of the legal documents the product shows (/termos, /privacidade). A change to a
 * document's text is a new version with its date; registration records both versions shown and an
 * order records the terms version accepted (docs/architecture/legal.md).
 */
export const termsVersion = '2026-11-26';
export const termsDate = '2026-11-26';
export const privacyVersion = '2026-11-27';
export const privacyDate = '2026-11-27';
