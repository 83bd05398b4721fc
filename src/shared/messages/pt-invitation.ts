/**
 * The shared voyage invitation (SPEC §2.6, §3, §4.6, §8) and the invitations travellers send from
 * a voyage's detail page (docs/architecture/invitations.md). `pt.invitation` is this object.
 */
export const invitation = {
  // SPEC §8.
  errorTitle: 'Erro',
  loadFailure: 'Não foi possível carregar os dados da viagem.',
  notFoundTitle: 'Viagem não encontrada',
  notFound: 'A viagem solicitada não foi encontrada ou não está mais disponível.',
  unknownView: 'Conteúdo não encontrado',

  meta: {
    title: 'Uma passagem exclusiva para você | Rota Amazônia',
    description: 'Você recebeu um convite para uma viagem reflexiva pelos rios da Amazônia.',
  },
  loading: 'Preparando a sua passagem…',
  backHome: 'Ir para a página inicial',
  retry: 'Tentar novamente',
  backToInvitation: 'Voltar ao convite',

  // The ticket (SPEC §2.6).
  ticket: {
    kind: 'VIAGEM REFLEXIVA',
    numberLabel: 'Nº',
    passenger: 'Passageiro',
    invitedBy: 'Convidado por',
    destination: 'Destino',
    departure: 'Partida',
    return: 'Retorno',
    baggage: 'Bagagem',
    boardingDate: 'Data de embarque',
    validUntil: (date: string) => `Válida até ${date}`,
    label: 'Passagem da viagem',
  },

  initial: {
    heading: 'Uma passagem exclusiva foi reservada para você',
    start: 'Iniciar a Viagem',
    cancel: 'Cancelar a Viagem',
    convince: 'Me Convença!',
  },

  start: {
    stationOf: (station: number, total: number) => `Estação ${station} de ${total}`,
    previous: 'Estação Anterior',
    next: 'Próxima Estação',
    backToStart: 'Voltar ao Início',
    progressLabel: 'Estações da viagem',
    stationDot: (station: number) => `Estação ${station}`,
  },

  cancel: {
    heading: 'Tem certeza que deseja cancelar?',
    text: 'A sua passagem continua reservada. Às vezes, a viagem que mais adiamos é a que mais precisamos fazer.',
    reconsider: 'Reconsiderar e embarcar',
    back: 'Voltar',
  },

  convince: {
    heading: 'Por que vale a pena embarcar',
    start: 'Iniciar a Viagem',
    back: 'Voltar',
  },

  /** SPEC §3 templateType 'transformative-journey' (unknown types use it too). */
  transformativeJourney: {
    title: 'Uma travessia para dentro',
    subtitle: 'Cinco estações pelos rios da Amazônia e por você mesmo',
    departure: 'Porto da Curiosidade, Manaus',
    return: 'Quando você estiver pronto',
    baggage: 'Coração aberto e um caderno',
    stations: [
      {
        title: 'O porto de partida',
        description:
          'Toda viagem começa com uma decisão pequena: subir a bordo. Respire fundo e deixe no cais uma preocupação que não precisa ir com você.',
      },
      {
        title: 'A leitura do rio',
        description:
          'O rio muda de cor, de ritmo e de humor. Observe, sem pressa, o que mudou em você nos últimos meses.',
      },
      {
        title: 'O Encontro das Águas',
        description:
          'Duas águas correm lado a lado sem se misturar. Que duas vontades andam juntas dentro de você agora?',
      },
      {
        title: 'A noite no convés',
        description:
          'Quando as luzes se apagam, as estrelas se repetem na água. Lembre-se de alguém que iluminou o seu caminho e diga isso a essa pessoa.',
      },
      {
        title: 'A chegada',
        description:
          'Chegar não é o fim: é quando a lição desce do barco com você. Escolha uma coisa para fazer diferente a partir de amanhã.',
      },
    ],
    quote: 'Você não precisa saber o destino. Precisa saber o próximo trecho.',
    quoteAuthor: 'Iara, a navegadora',
  },

  benefits: [
    {
      title: 'Pausa de verdade',
      text: 'Alguns minutos longe das notificações, com a calma de quem está num barco no meio do rio.',
    },
    {
      title: 'Perguntas que ficam',
      text: 'Cada estação traz uma pergunta simples para levar para o dia a dia.',
    },
    {
      title: 'No seu ritmo',
      text: 'Avance e volte entre as estações quando quiser. Ninguém está contando o tempo.',
    },
    {
      title: 'Um presente de alguém',
      text: 'Quem reservou esta passagem pensou em você. Embarcar é também um jeito de agradecer.',
    },
  ],

  /** The two local samples of SPEC §3 (ids 1 and 2). */
  samples: {
    first: {
      senderName: 'Iara',
      recipientName: 'Viajante',
      destination: 'O Encontro das Águas',
    },
    second: {
      senderName: 'o Comandante',
      recipientName: 'Navegante',
      destination: 'O Silêncio do Igapó',
    },
  },

  // A traveller's invitation (designed here, docs/architecture/invitations.md).
  gift: (passagens: number) =>
    passagens === 1
      ? 'Crie a sua conta por este convite e ganhe 1 passagem de presente.'
      : `Crie a sua conta por este convite e ganhe ${passagens} passagens de presente.`,
  giftClaimed: 'A passagem de presente deste convite já foi usada.',
  accept: 'Aceitar o convite',
  acceptSignedIn: 'Ver a viagem',
  expired: 'Este convite expirou.',
  expiredText: (days: number) =>
    `Os convites valem por ${days} dias. Peça um novo a quem enviou este ou conheça as viagens da Rota Amazônia.`,
  expiredExplore: 'Conhecer as viagens',
  expiredSignedIn: 'Ver as minhas viagens',

  create: {
    open: 'Convidar um amigo',
    title: 'Convide alguém para esta viagem',
    lead: 'Gere um convite em forma de passagem e envie para quem você quiser. O link vale por 30 dias.',
    recipientLabel: 'Nome do amigo (opcional)',
    recipientHint: 'Aparece na passagem como passageiro.',
    withGift: 'Incluir 1 passagem de presente para quem criar uma conta pelo convite',
    submit: 'Criar convite',
    submitting: 'Criando convite…',
    share: 'Compartilhar convite',
    copy: 'Copiar link',
    copied: 'Link copiado!',
    copyFailed: 'Não foi possível copiar. Selecione o link e copie manualmente.',
    linkLabel: 'Link do convite',
    ready: 'Convite criado! Envie o link para o seu amigo.',
    expiresOn: (date: string) => `Vale até ${date}.`,
    close: 'Fechar',
    failure: 'Não foi possível criar o convite. Tente novamente.',
    shareTitle: (voyage: string) => `Uma passagem para “${voyage}”`,
    shareText: (sender: string, voyage: string) =>
      `${sender} reservou uma passagem para você na viagem “${voyage}”, da Rota Amazônia.`,
  },

  /** Link previews (Open Graph), read by unfurlers that run no script. */
  preview: {
    title: (sender: string) => `${sender} reservou uma passagem para você`,
    description: (voyage: string) =>
      `Um convite para a viagem “${voyage}” pelos rios da Amazônia. Cada viagem, uma lição.`,
    imageAlt: 'Uma passagem de barco da Rota Amazônia sobre o rio ao pôr do sol.',
  },
} as const;
