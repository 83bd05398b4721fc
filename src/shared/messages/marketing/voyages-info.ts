/** Texts of /viagem and /viagem/:slug: the three tabs and the FAQ (SPEC §2.1). Each public page loads only its own copy. */
export const voyagesInfoTexts = {
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
  availableLead: 'Estas são as rotas em destaque agora. Escolha uma para conhecer e embarque quando quiser.',
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
} as const;
