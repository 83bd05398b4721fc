/** Texts of /servicos. Each public page loads only its own copy. */
export const servicesTexts = {
  meta: {
    title: 'Serviços: viagens guiadas, áudio, livro e grupos | Rota Amazônia',
    description:
      'Conheça os serviços da Rota Amazônia: viagens de leitura guiada, Viagens em Áudio, o livro Navegante de Primeira Viagem e jornadas para grupos.',
  },
  eyebrow: 'Serviços',
  title: 'Tudo o que levamos a bordo',
  lead: 'Da primeira página ao último porto, cuidamos de cada parte da travessia para que você só precise embarcar.',
  items: [
    {
      title: 'Viagens de leitura guiada',
      text: 'Histórias longas pelos rios da Amazônia, com temas, citações em destaque, notas e marcadores. Há viagens gratuitas e outras pagas em passagens.',
      linkLabel: 'Conhecer as viagens guiadas',
    },
    {
      title: 'Viagens em Áudio',
      text: 'As mesmas travessias narradas por Iara, para ouvir quando os olhos precisam descansar. Você controla a velocidade e retoma de onde parou.',
      linkLabel: 'Ouvir as Viagens em Áudio',
    },
    {
      title: 'O livro Navegante de Primeira Viagem',
      text: 'A Rota Amazônia 1.0 em livro: a primeira viagem contada do começo ao fim, para ler no papel ou na tela e presentear quem vai zarpar.',
      linkLabel: 'Conhecer o livro',
    },
    {
      title: 'Jornadas em grupo',
      text: 'Roteiros para escolas, clubes de leitura e equipes de empresas, com encontros de conversa e material de apoio sobre as lições de cada rota.',
      linkLabel: 'Planejar uma jornada em grupo',
    },
  ],
  ctaTitle: 'Não sabe por onde começar?',
  ctaText:
    'Conte o que você procura e um especialista da nossa tripulação sugere a rota certa para você ou para o seu grupo.',
  ctaLink: 'Fale com um Especialista',
} as const;
