/** Texts of /contato (SPEC §2.1). Each public page loads only its own copy. */
export const contactTexts = {
  meta: {
    title: 'Contato: fale com a tripulação | Rota Amazônia',
    description:
      'Fale com a equipe da Rota Amazônia por e-mail. Respondemos em até 24h sobre viagens, o livro, jornadas em grupo e parcerias.',
  },
  eyebrow: 'Contato',
  title: 'Fale com a nossa tripulação',
  lead: 'Dúvidas sobre uma viagem, o livro, jornadas em grupo ou parcerias? Escreva para a gente: cada mensagem é lida por uma pessoa.',
  emailTitle: 'E-mail',
  emailText: 'Escreva para',
  responseTitle: 'Tempo de resposta',
  responseText: 'Respondemos todas as mensagens em até',
  placeTitle: 'Onde estamos',
  placeText: 'Manaus, Amazonas, às margens do Rio Negro, pertinho do Encontro das Águas.',
  topicsTitle: 'Podemos ajudar com',
  topics: [
    'Escolher a primeira viagem',
    'Passagens, acesso e conta',
    'Compra do livro Navegante de Primeira Viagem',
    'Jornadas para escolas, clubes de leitura e empresas',
  ],
  mapTitle: 'Nosso porto no mapa',
  mapAlt:
    'Mapa ilustrado de Manaus, na margem esquerda do Rio Negro, perto do ponto em que ele encontra o Rio Solimões e forma o Rio Amazonas.',
  mapCaption: 'Manaus, onde o Rio Negro encontra o Solimões. É daqui que partem todas as nossas rotas.',
} as const;
