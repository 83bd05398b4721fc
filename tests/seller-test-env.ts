/** A complete seller's identity (SELLER_*, DPO_*) for tests; its CNPJ's check digits are right. */
export const sellerTestEnv = {
  SELLER_LEGAL_NAME: 'Rota Amazônia Viagens Educativas Ltda.',
  SELLER_TRADE_NAME: 'Rota Amazônia',
  SELLER_CNPJ: '11.222.333/0001-81',
  SELLER_ADDRESS: 'Av. Eduardo Ribeiro, 520, Centro, Manaus - AM, 69010-001',
  SELLER_EMAIL: 'atendimento@example.com',
  SELLER_PHONE: '(92) 3000-0000',
  DPO_NAME: 'Ana Souza',
  DPO_EMAIL: 'privacidade@example.com',
} as const;
