/** Texts of The home page (SPEC §2.1: hero, voyages, audio experience, highlights). Each public page loads only its own copy. */
export const homeTexts = {
  meta: {
    title: 'Viagens transformadoras pelos rios da Amazônia | Rota Amazônia',
    description:
      'Viagens guiadas de leitura e áudio pelos rios da Amazônia, com a navegadora Iara e o Comandante. Cada viagem, uma lição para levar para a vida.',
  },
  hero: {
    eyebrow: 'Viagens transformadoras pelos rios da Amazônia',
    lead: 'Embarque em viagens guiadas de leitura e áudio. Iara, nossa navegadora, conduz cada travessia; o Comandante segura o leme. Você volta com uma história e uma lição para a vida.',
    secondaryCta: 'Conhecer as viagens',
    imageAlt: 'Barco regional navegando num rio largo da Amazônia ao pôr do sol, com a floresta na margem.',
  },
  voyages: {
    eyebrow: 'Rotas em destaque',
    title: 'Escolha o rio da sua próxima lição',
    lead: 'Cada rota é uma viagem longa e cuidadosa, feita para ler com calma e sentir o rio passar.',
    allVoyages: 'Ver todas as viagens e perguntas frequentes',
  },
  audio: {
    eyebrow: 'Viagens em Áudio',
    title: 'Feche os olhos: Iara conta o rio para você',
    lead: 'Cada viagem pode ser ouvida na voz de Iara, nossa navegadora. É a mesma travessia da leitura, para acompanhar na rede, no ônibus ou numa caminhada ao fim da tarde.',
    points: [
      'Narração completa, com o som da água e da mata ao fundo',
      'Velocidade de 0,75x a 2x, do seu jeito',
      'Continue de onde parou, em qualquer aparelho',
    ],
    cta: 'Ouvir as Viagens em Áudio',
    imageAlt: 'Ondas sonoras saindo de uma luz sobre o rio à noite, sob a lua crescente.',
  },
  highlights: {
    eyebrow: 'Destaques',
    title: 'Para levar a bordo',
    book: {
      label: 'O livro',
      description:
        'A primeira travessia da Rota Amazônia em livro: a história de quem embarca sem saber nadar no próprio medo e descobre, rio acima, que toda viagem ensina.',
      cta: 'Conhecer o livro Navegante de Primeira Viagem',
      imageAlt: 'Capa do livro Navegante de Primeira Viagem, com um barco sob o sol poente.',
    },
    pillarsTitle: 'Os três pilares da experiência',
    pillars: [
      {
        title: 'Leitura que navega',
        text: 'Textos longos, escritos para ler devagar, com citações que marcam o caminho e pausas para respirar.',
      },
      {
        title: 'Voz que acompanha',
        text: 'Iara narra, explica e faz perguntas. O Comandante aparece nos trechos difíceis, com histórias de quem já passou por lá.',
      },
      {
        title: 'Lição que fica',
        text: 'Notas por parágrafo, marcadores e progresso salvo. O que tocou você durante a viagem não se perde no porto.',
      },
    ],
  },
} as const;
