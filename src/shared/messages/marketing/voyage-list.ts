/** Texts of The highlighted voyages list of the home page and /viagem. Each public page loads only its own copy. */
export const voyageListTexts = {
  loading: 'Carregando as viagens…',
  loadFailure: 'Não foi possível carregar as viagens agora. Verifique sua conexão e tente de novo.',
  empty:
    'Nenhuma viagem em destaque neste momento. Enquanto o Comandante traça novas rotas, conheça como funciona a experiência.',
  cardCta: 'Conhecer a viagem',
  selected: 'Viagem escolhida',
  unknownSlug: 'Não encontramos essa rota entre as viagens disponíveis. Escolha uma das viagens abaixo.',
} as const;
