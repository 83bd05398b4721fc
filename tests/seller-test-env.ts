/**
 * A complete seller's identity (SELLER_*, DPO_*) for tests; its CNPJ's check digits are right. As long
 * as a real one can be: every footer shows it, on a 320 px phone too.
 */
export const sellerTestEnv = {
  SELLER_LEGAL_NAME: 'Rota Amazônia Viagens Educativas e Expedições Fluviais Ltda.',
  SELLER_TRADE_NAME: 'Rota Amazônia',
  SELLER_CNPJ: '11.222.333/0001-81',
  SELLER_ADDRESS: 'Av. Eduardo Ribeiro, 520, Sala 1203, Edifício Rio Negro, Centro, Manaus - AM, 69010-001',
  SELLER_EMAIL: 'atendimento.viajantes@rotaamazonia.example',
  SELLER_PHONE: '(92) 3000-0000',
  DPO_NAME: 'Ana Souza',
  DPO_EMAIL: 'encarregado.privacidade@rotaamazonia.example',
} as const;
