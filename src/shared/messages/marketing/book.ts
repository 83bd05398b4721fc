/** Texts of /livro, the book page (SPEC §2.1); the ebook script reads it too. Each public page loads only its own copy. */
export const bookTexts = {
  meta: {
    title: 'Livro Navegante de Primeira Viagem | Rota Amazônia',
    description:
      'Navegante de Primeira Viagem, o livro da Rota Amazônia 1.0: autor, editora, capítulos, depoimentos de leitores e ficha técnica com ISBN.',
  },
  eyebrow: 'Rota Amazônia 1.0',
  subtitle: 'Uma travessia pelo Rio Amazonas e pelas lições que só a água ensina',
  lead: 'Um estreante embarca em Manaus rumo a Santarém sem saber o que procura. Com a navegadora Iara e o Comandante, aprende a ler o rio, as pessoas e a si mesmo.',
  coverAlt:
    'Capa do livro Navegante de Primeira Viagem: um barco sob o sol poente no rio, com o título em letras douradas.',
  buy: 'ADQUIRIR O LIVRO',
  detailsTitle: 'Ficha técnica',
  details: {
    author: 'Autor',
    publisher: 'Editora',
    publishedAt: 'Publicação',
    pages: 'Páginas',
    isbn: 'ISBN',
    language: 'Idioma',
  },
  authorName: 'Comandante Raimundo Nonato Tavares',
  publisherName: 'Editora Banzeiro',
  publishedAtIso: '2025-03-15',
  pageCount: 248,
  isbn: '978-65-88123-45-4',
  languageName: 'Português (Brasil)',
  chaptersTitle: 'Capítulos em destaque',
  chapters: [
    {
      title: 'O porto de partida',
      text: 'Sobre a coragem de zarpar sem o mapa completo e o peso leve de uma mochila arrumada às pressas.',
    },
    {
      title: 'A língua do rio',
      text: 'Banzeiros, remansos e troncos submersos: aprender a perceber antes de agir.',
    },
    {
      title: 'Iara acende o farol',
      text: 'O encontro com a navegadora e o que a tecnologia pode, e não pode, ensinar a quem está perdido.',
    },
    {
      title: 'O Encontro das Águas',
      text: 'Dois rios lado a lado sem se misturar, e uma conversa difícil que finalmente acontece.',
    },
    {
      title: 'Chegar não é o fim',
      text: 'Em Santarém, o navegante descobre que a lição mais importante começa quando ele desce do barco.',
    },
  ],
  chapterLabel: 'Capítulo',
  testimonialsTitle: 'O que dizem os leitores',
  testimonials: [
    {
      quote:
        'Li em duas noites e senti o balanço do barco. Usei o capítulo do Encontro das Águas com meus alunos e a conversa foi linda.',
      name: 'Marina Lopes',
      role: 'Professora em Belém (PA)',
    },
    {
      quote:
        'Comprei achando que era um livro de viagem. É um livro sobre recomeçar. A Iara virou uma voz na minha cabeça nos dias corridos.',
      name: 'Thiago Ferreira',
      role: 'Engenheiro de software em São Paulo (SP)',
    },
    {
      quote:
        'O Comandante escreve como quem conversa na beira do rio. Reconheci meu pai, meus tios e a minha infância nessas páginas.',
      name: 'Socorro Bentes',
      role: 'Contadora de histórias em Parintins (AM)',
    },
  ],
  closingTitle: 'Sua primeira viagem cabe num livro',
  closingText:
    'Leve o Navegante de Primeira Viagem para a sua estante e descubra por que cada viagem é uma lição.',
} as const;
