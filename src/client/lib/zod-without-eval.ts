/**
 * zod compiles fast parsers with `new Function` when it may, and finds out by trying once: under
 * our CSP (no 'unsafe-eval', decision 003) that try is refused and reported as a policy violation,
 * which browsers list as an issue (Lighthouse's best practices). The app asks zod not to try.
 */
import { config } from 'zod';

config({ jitless: true });
