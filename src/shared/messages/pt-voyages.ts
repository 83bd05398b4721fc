/**
 * Texts of the voyages: the traveller's dashboard, the detail page (SPEC §2.4, §4.4, copied letter
 * for letter), the first reading screen (SPEC §2.5) and the server's voyage messages.
 */
export const voyagesUi = {
  detail: {
    about: 'Sobre esta Viagem',
    summary: 'Resumo',
    tipsTitle: 'Antes de embarcar',
    tips: [
      'Explore a viagem no seu próprio ritmo',
      'Seu progresso é salvo automaticamente',
      'Você pode retomar a viagem a qualquer momento',
    ],
    infoTitle: 'Informações da viagem',
    duration: 'Duração',
    minutes: 'minutos',
    views: 'Visualizações',
    author: 'Autor',
    publishedAt: 'Publicada em',
    themes: 'Temas',
    statusCard: 'Sua passagem',
    cost: 'Custo',
    free: 'Gratuita',
    balance: 'Seu saldo',
    progress: 'Progresso',
    missingBefore: 'Faltam',
    missingAfter: 'para embarcar nesta viagem.',
    paidNote: 'Ao iniciar, o custo é descontado do seu saldo uma única vez.',
    freeNote: 'Esta viagem é gratuita: embarque quando quiser.',
    reboardNote: 'Reembarcar é gratuito e recomeça a leitura do início.',
    quote: 'Citação da viagem',
    starting: 'Embarcando...',
    notFoundLead: 'A viagem que você procura não existe ou não está mais disponível.',
    back: 'Voltar',
    backToVoyages: 'Voltar para minhas viagens',
    loading: 'Carregando a viagem…',
  },
  /** The main button (SPEC §4.4). */
  actions: {
    start: 'Iniciar Viagem',
    continue: 'Continuar',
    reboard: 'Reembarcar',
    details: 'Ver detalhes',
  },
  /** Status labels: long (status card) and short (badges). */
  status: {
    inProgressTitle: 'Viagem em Andamento',
    inProgress: 'Em andamento',
    completedTitle: 'Viagem Concluída',
    completed: 'Concluída',
    ready: 'Pronta para embarque',
    available: 'Disponível',
    insufficient: 'Passagens insuficientes',
  },
  buyMore: 'Comprar mais Passagens',
  notFound: 'Viagem não encontrada',
  dashboard: {
    tabsLabel: 'Seu painel de viagens',
    voyagesTab: 'Viagens',
    coinsTab: 'Passagens',
    voyagesTitle: 'Viagens disponíveis',
    voyagesLead: 'Escolha uma travessia. As gratuitas embarcam na hora; as demais usam suas Passagens.',
    empty: 'Nenhuma viagem disponível no momento. Novas travessias estão a caminho.',
    loadFailure: 'Não foi possível carregar as viagens.',
    free: 'Gratuita',
    minutes: 'min',
    progress: 'Progresso',
    cost: 'Custo',
  },
  /** Server-side validation of the progress call. */
  progressInvalid: 'O progresso deve ser um número inteiro entre 0 e 100.',
  completedFlagInvalid: 'is_completed deve ser verdadeiro ou falso.',
  completionNeedsFullProgress: 'Para concluir a viagem, envie progresso 100.',
} as const;

/** The voyage calls' failures (SPEC §8). */
export const voyages = {
  notFound: 'Viagem não encontrada',
  contentServerError: 'Erro ao recuperar o conteúdo da viagem',
  fetchFailure: 'Erro ao buscar a viagem',
  episodeNotFound: 'Episódio não encontrado',
  startFailure: 'Erro ao iniciar viagem',
  progressFailure: 'Erro ao atualizar progresso da viagem',
  insufficientPassagens: 'Passagens insuficientes',
} as const;
