/** Texts of /sobre: story, mission and the four values (SPEC §2.1). Each public page loads only its own copy. */
export const aboutTexts = {
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
} as const;
