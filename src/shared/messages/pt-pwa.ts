/**
 * The installable app's own texts (docs/decisions/052, 053). SPEC §8's connectivity messages live in
 * pt-public.ts (`connectivity`), which every page already has.
 */
export const pwa = {
  install: {
    label: 'Instalar o aplicativo',
    title: 'Leve a Rota Amazônia no bolso',
    text: 'Instale o app para abrir as suas viagens direto da tela inicial, mesmo sem sinal.',
    install: 'Instalar',
    dismiss: 'Agora não',
    iosBefore: 'Para instalar, toque em',
    iosShare: 'Compartilhar',
    iosThen: 'e depois em',
    iosAction: 'Adicionar à Tela de Início',
  },
  pending: (count: number) =>
    count === 1 ? '1 alteração aguardando sinal.' : `${count} alterações aguardando sinal.`,
  syncing: 'Enviando as alterações feitas sem sinal…',
  /** The offline banner folded into a badge (docs/decisions/054). */
  offlineBadge: 'Sem sinal',
  offlineBadgeExpand: 'Mostrar o aviso de conexão',

  /** "Embarcar": a voyage downloaded to read without a signal (docs/decisions/053). */
  offline: {
    title: 'Leve esta viagem sem sinal',
    lead: 'Antes de embarcar, baixe o texto, as imagens e a narração e leia mesmo sem internet.',
    size: (size: string) => `Tamanho do download: ${size}`,
    sizeUnknown: 'Calculando o tamanho…',
    download: 'Embarcar: baixar para ler sem sinal',
    downloading: (done: number, total: number) => `Baixando… ${done} de ${total}`,
    ready: 'Pronta para ler sem sinal',
    readyDetail: (size: string, date: string) => `${size} guardados neste aparelho em ${date}.`,
    persisted: 'O navegador vai manter esta cópia mesmo com pouco espaço.',
    notPersisted: 'Se faltar espaço, o navegador pode apagar a cópia: confira antes de embarcar.',
    evicted: 'A cópia desta viagem foi apagada pelo navegador. Baixe de novo antes de embarcar.',
    remove: 'Remover deste aparelho',
    read: 'Ler agora',
    failure: 'Não foi possível baixar a viagem. Verifique a conexão e tente de novo.',
    noSpace: 'Não há espaço suficiente neste aparelho para baixar esta viagem.',
    unsupported: 'Este navegador não guarda viagens para ler sem sinal.',
    offlineNow: 'Sem sinal agora: conecte-se para baixar esta viagem.',
  },

  /** Another device went further while this one was offline (docs/decisions/053). */
  conflict: {
    title: 'Você foi mais longe em outro aparelho',
    text: (remote: number, local: number) =>
      `Em outro aparelho você chegou a ${remote}% desta viagem; neste, parou em ${local}%.`,
    goFurther: (remote: number) => `Ir para ${remote}%`,
    stay: (local: number) => `Continuar daqui (${local}%)`,
  },
} as const;
