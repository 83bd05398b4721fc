/**
 * Sessions a traveller can see and end, the sign-in record and the new-device e-mail
 * (docs/architecture/auth.md), in pt-BR.
 */
export const sessions = {
  /** 'Chrome no Android'; what the user agent did not tell is said so. */
  deviceLabel: (browser: string | null, os: string | null) =>
    browser && os
      ? `${browser} no ${os}`
      : browser
        ? browser
        : os
          ? `Navegador desconhecido no ${os}`
          : 'Dispositivo desconhecido',
  list: {
    title: 'Onde você está conectado',
    lead: 'Cada acesso abaixo continua conectado até você sair dele ou encerrá-lo aqui.',
    thisDevice: 'Este dispositivo',
    unknownDevice: 'Dispositivo desconhecido',
    unknownBrowser: 'Navegador desconhecido',
    address: 'Endereço',
    since: 'Conectado desde',
    lastUse: 'Último uso',
    end: 'Encerrar',
    ending: 'Encerrando...',
    endOthers: 'Encerrar todas as outras',
    endOthersQuestion: 'Encerrar todos os outros acessos?',
    endOthersLead: 'Todos os outros dispositivos serão desconectados na hora; este continua conectado.',
    cancel: 'Cancelar',
    endAriaLabel: (device: string) => `Encerrar o acesso de ${device}`,
    ended: 'Acesso encerrado.',
    othersEnded: (count: number) =>
      count === 1 ? '1 outro acesso foi encerrado.' : `${count} outros acessos foram encerrados.`,
    noOthers: 'Só este dispositivo está conectado.',
    loadFailure: 'Não foi possível carregar os acessos. Tente novamente.',
    endFailure: 'Não foi possível encerrar o acesso. Tente novamente.',
    notFound: 'Este acesso já foi encerrado ou não é seu.',
  },
  history: {
    title: 'Histórico de acessos',
    lead: 'As últimas 20 tentativas de entrar na sua conta, de qualquer forma. Guardamos cada uma por seis meses.',
    empty: 'Nenhuma tentativa de acesso registrada ainda.',
    loadFailure: 'Não foi possível carregar o histórico de acessos. Tente novamente.',
    success: 'Entrada',
    failure: 'Tentativa recusada',
    methods: {
      password: 'Senha',
      google: 'Google',
      facebook: 'Facebook',
      passkey: 'Chave de acesso',
    } as Record<string, string>,
    when: 'Quando',
    how: 'Como',
    outcome: 'Resultado',
    device: 'Dispositivo',
    address: 'Endereço',
  },
  endLink: {
    title: 'Encerrar um acesso à sua conta',
    lead: 'Você recebeu um email sobre um novo acesso à sua conta. Se não foi você, encerre esse acesso agora: quem o usa será desconectado na hora.',
    confirm: 'Encerrar este acesso',
    ending: 'Encerrando...',
    doneTitle: 'Acesso encerrado',
    done: (device: string) => `O acesso de ${device} foi encerrado e precisará entrar de novo.`,
    changePassword:
      'Se não foi você quem entrou, troque sua senha agora: quem a conhece pode entrar de novo.',
    recover: 'Trocar minha senha',
    missingToken: 'Este link está incompleto. Abra o link do email novamente.',
    invalid: 'Este link não é válido ou expirou.',
    used: 'Este link já foi usado ou o acesso já estava encerrado.',
    failure: 'Não foi possível encerrar o acesso. Tente novamente.',
    goHome: 'Ir para a página inicial',
  },
  mail: {
    subject: 'Novo acesso à sua conta — Rota Amazônia',
    intro: 'Sua conta na Rota Amazônia acabou de ser acessada de um dispositivo que não conhecíamos:',
    device: (device: string) => `Dispositivo: ${device}`,
    address: (address: string) => `Endereço: ${address}`,
    time: (time: string) => `Quando: ${time} (horário de Brasília)`,
    ifYou: 'Se foi você, não precisa fazer nada.',
    action: 'Não fui eu: encerrar este acesso',
    notYou: (days: number) =>
      `Se não foi você, encerre o acesso pelo botão acima e troque sua senha. O link encerra só esse acesso e vale por ${days} dias.`,
  },
  console: {
    navLabel: 'Acessos',
    title: 'Tentativas de acesso recusadas',
    lead: 'Senhas erradas e entradas recusadas pelo Google ou Facebook, por conta e por endereço. Cada registro é guardado por seis meses.',
    range: 'Período',
    days: (days: number) => (days === 1 ? 'Últimas 24 horas' : `Últimos ${days} dias`),
    byAccount: 'Por conta',
    byAddress: 'Por endereço',
    account: 'Conta',
    unknownAccount: 'Email sem conta',
    address: 'Endereço',
    failures: 'Recusas',
    accounts: 'Contas visadas',
    last: 'Última',
    emptyAccounts: 'Nenhuma tentativa recusada para contas neste período.',
    emptyAddresses: 'Nenhuma tentativa recusada neste período.',
    loadFailure: 'Não foi possível carregar as tentativas de acesso. Tente novamente.',
    endAll: 'Encerrar todas as sessões',
    endAllLead:
      'Desconecta este viajante de todos os dispositivos na hora. Fica registrado no histórico da equipe.',
    endAllConfirm: 'Encerrar todas as sessões deste viajante?',
    endAllDone: (count: number) =>
      count === 1 ? '1 sessão foi encerrada.' : `${count} sessões foram encerradas.`,
    endAllFailure: 'Não foi possível encerrar as sessões. Tente novamente.',
    activeSessions: (count: number) =>
      count === 0 ? 'Nenhuma sessão ativa.' : count === 1 ? '1 sessão ativa.' : `${count} sessões ativas.`,
    deletedAccount: 'Conta excluída: o papel e as passagens não podem mais ser alterados.',
    deletedRefused: 'Esta conta foi excluída: o papel e as passagens não podem mais ser alterados.',
  },
} as const;
