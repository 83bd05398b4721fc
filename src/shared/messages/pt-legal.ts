/**
 * Who sells and the legal documents' links, shown in every footer, the purchase summary and the
 * receipt (Decreto 7.962/2013; LGPD). The documents' own text is in messages/legal/.
 */
export const legal = {
  seller: {
    label: 'Quem vende',
    cnpj: 'CNPJ',
    address: 'Endereço',
    contact: 'Atendimento',
    phone: 'Telefone',
    dpo: 'Encarregado de dados (LGPD)',
    notConfigured:
      'Identificação do vendedor não configurada nesta instalação: razão social, CNPJ, endereço e contato ainda não foram informados. Nenhuma venda real é feita sem eles.',
  },
  links: {
    label: 'Documentos legais',
    terms: 'Termos de Uso e de Compra',
    privacy: 'Política de Privacidade',
  },
} as const;
