/**
 * The installable app's own texts (docs/architecture/pwa.md). SPEC §8's connectivity messages live in
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
  /** The offline banner folded into a badge (docs/architecture/pwa.md). */
  offlineBadge: 'Sem sinal',
  offlineBadgeExpand: 'Mostrar o aviso de conexão',

  /** "Embarcar": a voyage downloaded to read without a signal (docs/architecture/pwa.md). */
  offline: {
    title: 'Leve esta viagem sem sinal',
    lead: 'Antes de embarcar, baixe o texto, as imagens e a narração e leia mesmo sem internet.',
    size: (size: string) => `Tamanho do download: ${size}`,
    sizeUnknown: 'Calculando o tamanho…',
    download: 'Embarcar: baixar para ler sem sinal',
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
    seeAll: 'Ver as viagens guardadas neste aparelho',
    preparing: 'Preparando o download…',
    progress: (received: string, total: string, percent: number) => `${received} de ${total} (${percent}%)`,
    timeLeft: (time: string) => `Faltam cerca de ${time} nesta velocidade.`,
    measuring: 'Medindo a velocidade…',
    waitingSignal: 'Sem sinal: o download continua sozinho quando a conexão voltar, de onde parou.',
    pause: 'Pausar',
    resume: 'Continuar',
    paused: (received: string, total: string, percent: number) =>
      `Download pausado em ${received} de ${total} (${percent}%). O que já chegou fica guardado.`,
    damaged: {
      content: 'O texto chegou danificado e está sendo baixado de novo.',
      image: 'Uma imagem chegou danificada e está sendo baixada de novo.',
      audio: 'A narração chegou danificada e está sendo baixada de novo.',
    },
    damagedAgain:
      'Um arquivo da viagem chegou danificado várias vezes. Verifique a conexão e toque em “Continuar”.',
    changed: 'A viagem mudou durante o download. Toque em “Continuar” para baixar o que mudou.',
    updateAvailable: 'Esta viagem mudou desde o download: atualize para baixar só o que mudou.',
    update: 'Atualizar a cópia',
  },

  /** /user/offline: the voyages kept on this device. */
  offlinePage: {
    title: 'Viagens sem sinal',
    lead: 'As viagens guardadas neste aparelho para ler sem internet.',
    checkingOne: 'Conferindo…',
    empty: 'Nenhuma viagem guardada neste aparelho. Abra uma viagem iniciada e toque em “Embarcar”.',
    total: (size: string, count: number) =>
      `Total: ${size} em ${count === 1 ? '1 viagem' : `${count} viagens`}`,
    size: 'Tamanho',
    state: 'Situação',
    lastCheck: 'Última conferência',
    ready: 'Pronta para ler sem sinal',
    evicted: 'Apagada ou danificada: baixe de novo antes de embarcar',
    downloading: (percent: number) => `Baixando… ${percent}%`,
    paused: (percent: number) => `Pausada em ${percent}%`,
    downloadAgain: 'Baixar de novo',
    downloadAgainFailed: 'Não foi possível baixar de novo. Verifique a conexão e tente outra vez.',
    never: 'Ainda não conferida',
    storage: (used: string, free: string) =>
      `Este site usa ${used}; há ${free} livres para ele neste aparelho.`,
    persisted: 'O navegador prometeu manter estas viagens mesmo com pouco espaço.',
    notPersisted:
      'O navegador pode apagar estas viagens se faltar espaço ou se o site ficar dias sem ser aberto. No iPhone e no iPad, adicione a Rota Amazônia à Tela de Início (Compartilhar → Adicionar à Tela de Início) e baixe as viagens por lá; em outros aparelhos, instale o app pelo menu do navegador.',
    unsupported: 'Este navegador não guarda viagens para ler sem sinal.',
    read: 'Ler agora',
    remove: 'Remover deste aparelho',
  },

  /** Another device went further while this one was offline (docs/architecture/pwa.md). */
  conflict: {
    title: 'Você foi mais longe em outro aparelho',
    text: (remote: number, local: number) =>
      `Em outro aparelho você chegou a ${remote}% desta viagem; neste, parou em ${local}%.`,
    goFurther: (remote: number) => `Ir para ${remote}%`,
    stay: (local: number) => `Continuar daqui (${local}%)`,
  },
} as const;
