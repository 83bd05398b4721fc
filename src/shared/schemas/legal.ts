/** Who sells and the encarregado, as the API answers them (docs/architecture/legal.md). */
import { z } from 'zod';

export const sellerIdentitySchema = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  cnpj: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dpoName: z.string(),
  dpoEmail: z.string(),
});
