/**
 * The part of the catalogue that public (prerendered) pages read: brand, navigation, the 404 page,
 * the catalogue's SPEC texts, generic and connectivity messages, the footer. `pt` (pt.ts) includes
 * all of it; public pages import this alone, and each marketing page its own copy
 * (`messages/marketing/`), to keep their JavaScript small.
 */
export const ptPublic = {
  brand: {
    name: 'Rota Amazônia',
    tagline: 'Cada viagem, uma lição',
    book: 'Navegante de Primeira Viagem',
  },

  nav: {
    home: 'Início',
    about: 'Sobre',
    products: 'Produtos',
    voyages: 'Viagens',
    audioVoyages: 'Viagens em Áudio',
    contact: 'Contato',
    startJourney: 'INICIAR VIAGEM',
    mainMenu: 'Menu principal',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    skipToContent: 'Pular para o conteúdo',
    homeLink: 'Rota Amazônia — página inicial',
  },

  notFound: {
    title: 'Página Não Encontrada',
    back: 'Voltar',
    dashboard: 'Ir para o Dashboard',
    helpCenter: 'Central de Ajuda',
    support: 'Suporte',
    homePage: 'Página Inicial',
  },

  products: {
    invalidFormat: 'Formato de dados inválido recebido da API.',
    loadFailure: 'Erro ao carregar produtos. Tente novamente mais tarde.',
    empty: 'Nenhum produto encontrado',
    clearFilters: 'Limpar filtros',
    outOfStock: 'Esgotado',
    highlighted: 'Destaque',
    details: 'Detalhes',
    unavailable: 'Indisponível',
  },

  generic: {
    somethingWentWrong: 'Algo deu errado',
    unknown: 'Erro desconhecido.',
    tryAgain: 'Tentar novamente',
    loading: 'Carregando…',
  },

  /** The toasts' region and their close button (sonner's own labels are English). */
  notifications: {
    region: 'Notificações',
    close: 'Fechar notificação',
  },

  connectivity: {
    offline: 'Você está offline. Algumas funcionalidades podem estar indisponíveis.',
    online: 'Você está online novamente',
  },

  footer: {
    navLabel: 'Rodapé',
    navHeading: 'Navegue',
    about:
      'Viagens guiadas pelos rios da Amazônia para ler, ouvir e levar para a vida, com Iara na navegação e o Comandante ao leme.',
    place: 'Feito em Manaus, às margens do Rio Negro.',
    copyright: 'Todos os direitos reservados.',
  },
} as const;
