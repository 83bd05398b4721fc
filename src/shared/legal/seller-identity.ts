/** Who sells (Decreto 7.962/2013, art. 2) and the encarregado (LGPD, art. 41), as shown to buyers. */
export interface SellerIdentity {
  /** Razão social. */
  legalName: string;
  /** Nome fantasia. */
  tradeName: string;
  /** Formatted `00.000.000/0000-00`. */
  cnpj: string;
  address: string;
  email: string;
  phone: string | null;
  dpoName: string;
  dpoEmail: string;
}
