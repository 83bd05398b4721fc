/**
 * Texts of the public marketing pages (SPEC §2.1, §2.8) and the brand's own copy.
 * Spread into `pt` as `pt.marketing`; navigation labels live in `pt.nav`, 404 texts in `pt.notFound`.
 * This catalogue ships with every page, so the copy stays warm but lean.
 */
export const marketing = {
  layout: {
    footerNavLabel: 'Rodapé',
    footerNavHeading: 'Navegue',
    footerAbout:
      'Viagens guiadas pelos rios da Amazônia para ler, ouvir e levar para a vida, com Iara na navegação e o Comandante ao leme.',
    footerPlace: 'Feito em Manaus, às margens do Rio Negro.',
    copyright: 'Todos os direitos reservados.',
  },

  voyageList: {
    loading: 'Carregando as viagens…',
    loadFailure: 'Não foi possível carregar as viagens agora. Verifique sua conexão e tente de novo.',
    empty:
      'Nenhuma viagem em destaque neste momento. Enquanto o Comandante traça novas rotas, conheça como funciona a experiência.',
    cardCta: 'Conhecer a viagem',
    selected: 'Viagem escolhida',
    unknownSlug: 'Não encontramos essa rota entre as viagens disponíveis. Escolha uma das viagens abaixo.',
  },

  home: {
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
  },

  services: {
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
  },

  about: {
    meta: {
      title: 'Sobre nós: história, missão e valores | Rota Amazônia',
      description:
        'A história da Rota Amazônia, nossa missão e os valores que guiam cada viagem: Conexão, Consciência de Preservação, Inovação Tecnológica e Transformação.',
    },
    eyebrow: 'Sobre nós',
    title: 'Um barco, um rio e uma ideia que não cabia no porto',
    lead: 'A Rota Amazônia nasceu para levar a sabedoria dos rios a quem nunca navegou por eles.',
    imageAlt: 'Uma samaúma gigante na beira do rio, com um barco atracado num trapiche de madeira.',
    storyTitle: 'Nossa história',
    story: [
      'Durante trinta anos, o Comandante levou passageiros entre Manaus e Santarém. Nas noites de rede armada no convés, ele percebeu que as pessoas desciam do barco diferentes: mais atentas, mais pacientes, mais gente. O rio ensinava, e ninguém anotava.',
      'Em 2023, ele se juntou a escritores, educadores e engenheiros de Manaus para transformar essas travessias em viagens que qualquer pessoa pode fazer, de qualquer lugar. Assim nasceram a Rota Amazônia e Iara, a navegadora que conduz cada leitor com a voz calma de quem conhece o caminho.',
    ],
    missionTitle: 'Nossa missão',
    mission:
      'Transformar cada viagem em uma lição: aproximar as pessoas da Amazônia por meio de histórias que despertam o cuidado com a floresta, com quem vive nela e consigo mesmas.',
    valuesTitle: 'Nossos valores',
    values: [
      {
        title: 'Conexão',
        text: 'Ligamos margens que parecem distantes: quem lê e quem vive na floresta, a cidade e o rio, a tecnologia e a tradição oral. Cada viagem é escrita com ribeirinhos, pescadores e contadores de histórias, e deixa a sua voz chegar a quem nunca ouviu o banzeiro de perto.',
      },
      {
        title: 'Consciência de Preservação',
        text: 'A floresta não é cenário, é anfitriã. Falamos de cheias, secas, queimadas e do valor de quem protege a mata, e destinamos parte de cada passagem a projetos de conservação e educação nas comunidades por onde as nossas rotas passam.',
      },
      {
        title: 'Inovação Tecnológica',
        text: 'Usamos tecnologia para aproximar, nunca para distrair. Iara é uma navegadora de inteligência artificial que narra, lembra onde você parou e adapta o ritmo da leitura, sempre com conteúdo escrito e revisado por pessoas.',
      },
      {
        title: 'Transformação',
        text: 'Uma boa viagem muda quem volta dela. Cada rota termina com uma lição para levar para casa, e o nosso trabalho só está completo quando você enxerga o seu próprio caminho com olhos um pouco mais atentos.',
      },
    ],
  },

  contact: {
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
  },

  book: {
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
  },

  voyagesInfo: {
    meta: {
      title: 'Viagens: como funcionam e perguntas frequentes | Rota Amazônia',
      description:
        'Entenda como é uma viagem da Rota Amazônia, veja as viagens disponíveis pelos rios da Amazônia e tire suas dúvidas nas perguntas frequentes.',
    },
    eyebrow: 'Viagens',
    title: 'Viagens que atravessam rios e pessoas',
    lead: 'Leia, ouça e anote uma travessia pela Amazônia no seu tempo, com Iara ao seu lado do porto de partida ao de chegada.',
    tabsLabel: 'Sobre as viagens',
    tabs: {
      experience: 'A Experiência',
      available: 'Viagens Disponíveis',
      faq: 'Perguntas Frequentes',
    },
    experienceTitle: 'Como é uma viagem',
    experienceText:
      'Uma viagem é uma história longa, escrita a partir de lugares reais da Amazônia, dividida em trechos curtos para ler no seu ritmo. Ao longo do caminho, citações em destaque marcam as lições e Iara pode narrar tudo em voz alta.',
    steps: [
      {
        title: 'Escolha a rota',
        text: 'Há viagens gratuitas e outras que custam passagens. Cada uma mostra tema, duração e resumo.',
      },
      {
        title: 'Embarque com Iara',
        text: 'Leia no tema claro, escuro ou sépia, ajuste o tamanho da letra ou ouça a narração.',
      },
      {
        title: 'Anote o que tocar você',
        text: 'Marque trechos, escreva notas por parágrafo e retome de onde parou.',
      },
      {
        title: 'Chegue ao porto',
        text: 'Ao concluir, a lição da viagem fica com você e a próxima rota já espera no cais.',
      },
    ],
    availableTitle: 'Viagens disponíveis',
    availableLead:
      'Estas são as rotas em destaque agora. Escolha uma para conhecer e embarque quando quiser.',
    faqTitle: 'Perguntas frequentes',
    faq: [
      {
        question: 'Preciso pagar para fazer uma viagem?',
        answer:
          'Não necessariamente. Várias viagens são gratuitas. As demais custam passagens, que você adquire em pacotes na sua conta e usa quando quiser.',
      },
      {
        question: 'Quanto tempo dura uma viagem?',
        answer:
          'A maioria leva cerca de 30 minutos de leitura, mas não há pressa: o progresso fica salvo e você pode parar e voltar quantas vezes quiser.',
      },
      {
        question: 'Quem é Iara?',
        answer:
          'Iara é a navegadora de inteligência artificial da Rota Amazônia. Ela narra as viagens em áudio e acompanha sua leitura. Os textos são escritos e revisados por pessoas.',
      },
      {
        question: 'Posso ouvir em vez de ler?',
        answer:
          'Sim. As viagens com narração podem ser ouvidas em Viagens em Áudio, com velocidade ajustável de 0,75x a 2x.',
      },
      {
        question: 'Posso refazer uma viagem que já concluí?',
        answer:
          'Pode, e recomendamos. O rio nunca é o mesmo duas vezes: basta reembarcar e suas notas continuam guardadas.',
      },
    ],
    closingTitle: 'Sua cabine está pronta',
    closingText: 'Entre na sua conta, escolha a rota e deixe o rio fazer o resto.',
    closingCta: 'Embarcar agora',
  },

  notFound: {
    meta: {
      title: 'Página Não Encontrada | Rota Amazônia',
      description:
        'O endereço que você procurou não está no nosso mapa. Volte para a rota ou peça ajuda à tripulação.',
    },
    eyebrow: 'Erro 404',
    text: 'Parece que este trecho do rio ainda não está no nosso mapa. Sem problema: a gente ajuda você a voltar para a rota.',
    imageAlt: 'Uma canoa à deriva na neblina, ao lado de uma bússola.',
    helpTitle: 'Precisa de uma mão no leme?',
    helpNavLabel: 'Links de ajuda',
  },
} as const;
