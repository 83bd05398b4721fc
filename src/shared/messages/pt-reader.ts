/**
 * Texts of the reading screen (SPEC §2.5, §4.5, §8 'Voyage load') and of the notes page. SPEC's
 * texts are copied letter for letter; the rest is written for the same voice.
 */
export const readerUi = {
  loading: 'Carregando a viagem…',
  by: 'por',
  /**
   * 'por Iara', but 'pelo Comandante' for 'o Comandante' (por + o → pelo): the preposition and the
   * name as they are printed.
   */
  byline: (author: string): { by: string; name: string } => {
    const article = /^(o|a|os|as)\s+(.+)$/i.exec(author.trim());
    if (!article) return { by: 'por', name: author.trim() };
    const contracted = { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' } as const;
    const key = (article[1] ?? 'o').toLowerCase() as keyof typeof contracted;
    return { by: contracted[key], name: article[2] ?? '' };
  },
  minutes: 'min',
  minutesOfReading: 'min de leitura',
  openingQuote: 'Citação de abertura',
  themes: 'Temas',
  article: 'Texto da viagem',
  skipToText: 'Pular para o texto',
  pageTitle: 'Leitura',
  /** The team's preview of a voyage in this reader (docs/architecture/admin.md). */
  preview: {
    banner: 'Pré-visualização: o progresso e a conclusão não são salvos.',
    backToEditor: 'Voltar ao editor',
  },

  states: {
    notStarted:
      'Esta viagem ainda não foi iniciada. Você será redirecionado para a página de detalhes da viagem para iniciá-la corretamente.',
    notStartedTitle: 'Viagem ainda não iniciada',
    redirectingIn: (seconds: number) => `Redirecionando em ${seconds} s…`,
    goToDetails: 'Ir para detalhes da viagem',
    completedTitle: 'Viagem Concluída!',
    completedText: 'Parabéns! Você já completou esta viagem. Explore outras aventuras disponíveis.',
    backHome: 'Voltar para o início',
    notFound: 'Viagem não encontrada!',
    serverError: 'Ocorreu um erro no servidor ao tentar carregar a viagem. Tente novamente mais tarde.',
    alreadyCompleted: 'Esta viagem já foi concluída! Parabéns pela sua conquista.',
    loadFailure: 'Não foi possível carregar o conteúdo da viagem.',
    missingContent: 'Conteúdo da viagem não encontrado.',
    somethingWentWrong: 'Algo deu errado',
    unknown: 'Erro desconhecido.',
    retry: 'Tentar novamente',
    goHome: 'Ir para o início',
    /** Opened without a signal, and the device has no whole copy (docs/architecture/reader.md). */
    packLostTitle: 'A cópia desta viagem se perdeu',
    packLost:
      'O navegador apagou a cópia guardada neste aparelho, ou parte dela chegou danificada. Quando houver sinal, baixe a viagem de novo para ler sem internet.',
    downloadAgain: 'Baixar de novo',
    noCopyTitle: 'Sem sinal para abrir esta viagem',
    noCopy:
      'Esta viagem não foi baixada neste aparelho. Quando houver sinal, toque em “Embarcar” na página da viagem para lê-la sem internet.',
    keptVoyages: 'Ver as viagens guardadas',
  },

  header: {
    back: 'Voltar para os detalhes da viagem',
    progress: 'Progresso da leitura',
    percentRead: (percent: number) => `${percent}% lido`,
    read: 'lido',
    /** Beyond SPEC: the time left at the traveller's own pace ('~12 min', then ' restantes' on wide screens). */
    timeLeft: (minutes: number) => (minutes <= 1 ? '<1 min' : `~${minutes} min`),
    timeLeftSuffix: (minutes: number) => (minutes <= 1 ? 'restante' : 'restantes'),
    timeLeftTitle: 'Tempo estimado no seu ritmo de leitura',
    toc: 'Sumário',
    shortcuts: 'Atalhos do teclado',
  },

  toc: {
    title: 'Sumário',
    description: 'Sobre a história, destaques e navegação',
    about: 'Sobre a história',
    highlights: 'Destaques',
    noHighlights: 'Esta viagem não tem destaques.',
    navigation: 'Navegação',
    start: 'Início da viagem',
    end: 'Fim da viagem',
    bookmarks: 'Marcadores',
    noBookmarks: 'Nenhum marcador ainda. Use o botão de marcador para guardar um trecho.',
    notes: 'Suas notas',
    noNotes: 'Nenhuma nota nesta viagem.',
    allNotes: 'Ver todas as minhas notas',
    paragraph: (index: number) => `Parágrafo ${index + 1}`,
    close: 'Fechar sumário',
    progress: 'Seu progresso',
  },

  completion: {
    almostThere: 'Você está quase lá!',
    keepGoingToFinish: 'Continue lendo para concluir!',
    keepReading: 'Continue a leitura!',
    remainingSuffix: '% restante',
    complete: 'Concluir Viagem',
    completing: 'Concluindo…',
    promptTitle: 'Parabéns! Você completou a viagem',
    promptText: 'Você chegou ao fim desta travessia. Deseja concluí-la agora?',
    continueReading: 'Continuar Lendo',
    completedBadge: 'Viagem Concluída',
    celebration: 'Celebração: viagem concluída',
  },

  controls: {
    region: 'Ferramentas de leitura',
    toolbar: 'Controles de leitura',
    previousSection: 'Seção anterior',
    nextSection: 'Próxima seção',
    scrollTop: 'Voltar ao topo',
    enterFullscreen: 'Tela cheia',
    exitFullscreen: 'Sair da tela cheia',
    autoScrollStart: 'Iniciar rolagem automática',
    autoScrollStop: 'Parar rolagem automática',
    autoScrollResume: 'Retomar rolagem automática',
    autoScrollPaused: 'Rolagem automática pausada',
    autoScrollOn: (speed: number) => `Rolagem automática, velocidade ${speed}`,
    speed: 'Velocidade',
    slower: 'Diminuir velocidade',
    faster: 'Aumentar velocidade',
    fontSmaller: 'Diminuir fonte',
    fontLarger: 'Aumentar fonte',
    fontSize: (size: number) => `Tamanho da fonte ${size} de 5`,
    theme: 'Tema',
    themeCycle: (next: string) => `Mudar tema (próximo: ${next})`,
    themeNames: { light: 'Claro', dark: 'Escuro', sepia: 'Sépia' },
    appearance: 'Aparência',
    bookmarkAdd: 'Adicionar marcador neste parágrafo',
    bookmarkRemove: 'Remover marcador deste parágrafo',
    bookmarkAdded: 'Marcador adicionado',
    bookmarkRemoved: 'Marcador removido',
    note: 'Nota neste parágrafo',
    hideControls: 'Ocultar controles',
    showControls: 'Mostrar controles',
  },

  shortcuts: {
    title: 'Atalhos do teclado',
    close: 'Fechar atalhos',
    list: [
      { keys: ['['], label: 'Seção anterior' },
      { keys: [']'], label: 'Próxima seção' },
      { keys: ['T'], label: 'Mudar tema (claro, escuro, sépia)' },
      { keys: ['+'], label: 'Aumentar fonte' },
      { keys: ['−'], label: 'Diminuir fonte' },
      { keys: ['B'], label: 'Marcador no parágrafo atual' },
      { keys: ['N'], label: 'Nota no parágrafo atual' },
      { keys: ['A'], label: 'Rolagem automática' },
      { keys: ['S'], label: 'Abrir o sumário' },
      { keys: ['F'], label: 'Tela cheia' },
      { keys: ['H'], label: 'Ocultar ou mostrar controles' },
      { keys: ['L'], label: 'Ouvir ou pausar a narração' },
      { keys: ['?'], label: 'Mostrar estes atalhos' },
    ],
  },

  notes: {
    editorNew: 'Nova nota',
    editorEdit: 'Editar nota',
    paragraphLabel: (index: number) => `Parágrafo ${index + 1}`,
    fieldLabel: 'Sua nota',
    placeholder: 'O que este trecho despertou em você?',
    counter: (length: number, max: number) => `${length} de ${max} caracteres`,
    save: 'Salvar nota',
    cancel: 'Cancelar',
    delete: 'Excluir nota',
    edit: 'Editar nota',
    confirmDelete: 'Excluir esta nota? Esta ação não pode ser desfeita.',
    saved: 'Nota salva',
    deleted: 'Nota excluída',
    yourNote: 'Sua nota',
    colorLabel: 'Cor da nota',
    colors: { yellow: 'Amarela', green: 'Verde', blue: 'Azul', pink: 'Rosa' },
  },

  ad: {
    label: 'Oferta',
    title: 'Gostou da travessia? Leve a Iara com você.',
    text: 'No ebook Navegante de Primeira Viagem, cada capítulo é uma nova margem do rio para explorar.',
    cta: 'Conhecer o ebook',
    close: 'Fechar oferta',
  },

  notesPage: {
    title: 'Minhas notas',
    lead: 'Tudo o que você anotou pelas viagens, em um só lugar.',
    search: 'Buscar nas notas',
    searchPlaceholder: 'Buscar por palavra, trecho ou viagem',
    export: 'Exportar em Markdown',
    exportFileName: 'minhas-notas-rota-amazonia.md',
    empty: 'Você ainda não tem notas. Durante a leitura, use o botão de nota para guardar suas reflexões.',
    noResults: 'Nenhuma nota encontrada para esta busca.',
    loadFailure: 'Não foi possível carregar suas notas do servidor. Mostrando as notas deste aparelho.',
    goToParagraph: 'Ir para o parágrafo',
    editShort: 'Editar',
    deleteShort: 'Excluir',
    bookmarksTitle: 'Marcadores',
    count: (count: number) => (count === 1 ? '1 nota' : `${count} notas`),
    pending: 'Aguardando sincronização',
    updatedAt: 'Atualizada em',
    markdownTitle: 'Minhas notas — Rota Amazônia',
    markdownExportedAt: 'Exportado em',
  },

  /** Server-side validation of notes and bookmarks. */
  validation: {
    noteRequired: 'Escreva algo antes de salvar.',
    noteTooLong: 'A nota deve ter no máximo 2000 caracteres.',
    paragraphInvalid: 'Parágrafo inválido.',
    voyageInvalid: 'Viagem inválida.',
    titleTooLong: 'O título do marcador deve ter no máximo 200 caracteres.',
    dateInvalid: 'Data inválida.',
    idInvalid: 'Identificador de nota inválido.',
    noteNotFound: 'Nota não encontrada.',
    voyageMismatch: 'Esta nota pertence a outra viagem.',
    colorInvalid: 'Cor de nota inválida.',
    deviceInvalid: 'Identificador de aparelho inválido.',
    changesEmpty: 'Nenhuma alteração enviada.',
    changesTooMany: 'Envie no máximo 100 alterações por vez.',
    changeEmpty: 'A alteração não diz o que mudou.',
    noteIncomplete: 'Uma nota nova precisa do parágrafo e do texto.',
  },
} as const;
