/**
 * Texts of the ebook sales pages (SPEC §2.7, §9) that the three variants share. Each variant's own
 * copy lives in pt-sales-001.ts, pt-sales-002.ts and pt-sales-003.ts, so a page ships only its own
 * words (docs/architecture/frontend.md's budget; docs/architecture/sales.md). `pt.sales` (pt.ts) gathers all of it.
 */

/** The pages of the ebook shown in the preview gallery (public/media/ebook/). */
export type EbookPreviewId = 'cover' | 'contents' | 'intro1' | 'intro2' | 'intro3' | 'intro4' | 'backCover';

export interface SalesBenefit {
  title: string;
  text: string;
}

export interface SalesFaqItem {
  question: string;
  answer: string;
}

/** What one variant says; the layout and the offer are the same on all three. */
export interface SalesVariantCopy {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; cta: string };
  benefits: { title: string; lead: string; items: readonly SalesBenefit[] };
  previews: readonly EbookPreviewId[];
  guarantee: { title: string; text: string };
  offer: { title: string; cta: string };
  bonus?: {
    eyebrow: string;
    title: string;
    claim: string;
    claimNote: string;
    items: readonly (SalesBenefit & { value: string })[];
    total: string;
  };
  faq?: { title: string; items: readonly SalesFaqItem[] };
}

export const sales = {
  productName: 'Navegante de Primeira Viagem',
  edition: 'Rota Amazônia 1.0',
  coverAlt:
    'Capa do ebook Navegante de Primeira Viagem: um barco sob o sol poente no rio, com o título em letras douradas.',
  newTab: '(abre em uma nova aba)',
  oneTimePayment: 'Pagamento único',
  priceLine: {
    from: 'De',
    to: 'por',
    listPrice: 'Preço de tabela:',
    launchPrice: 'Preço de lançamento:',
    save: (amount: string) => `Você economiza ${amount}`,
  },
  heroNote: 'Pagamento único · acesso imediato · leia em qualquer aparelho',
  benefitsEyebrow: 'Por que embarcar',

  gallery: {
    eyebrow: 'Espie a bordo',
    title: 'Folheie antes de embarcar',
    lead: 'Algumas páginas do ebook, do jeito que você vai ler. Toque numa página para ampliar.',
    enlarge: (label: string) => `Ampliar: ${label}`,
  },

  lightbox: {
    label: 'Páginas do ebook ampliadas',
    close: 'Fechar',
    previous: 'Página anterior',
    next: 'Próxima página',
    position: (current: number, total: number) => `${current} de ${total}`,
    hint: 'Use as setas do teclado ou deslize para trocar de página.',
  },

  previews: {
    cover: {
      label: 'Capa',
      alt: 'Capa do ebook: um barco sob o sol poente no rio e o título Navegante de Primeira Viagem.',
    },
    contents: {
      label: 'Sumário',
      alt: 'Sumário do ebook: Introdução, sete capítulos, do porto de partida à chegada em Santarém, epílogo e agradecimentos.',
    },
    intro1: {
      label: 'Introdução, página 7',
      alt: 'Primeira página da introdução, “Antes de soltar as amarras”: o narrador embarca num barco de linha em Manaus.',
    },
    intro2: {
      label: 'Introdução, página 8',
      alt: 'Segunda página da introdução: a primeira conversa com a navegadora Iara na madrugada da partida.',
    },
    intro3: {
      label: 'Introdução, página 9',
      alt: 'Terceira página da introdução: os companheiros de viagem e como o livro se organiza, trecho por trecho.',
    },
    intro4: {
      label: 'Introdução, página 10',
      alt: 'Quarta página da introdução: uma palavra do Comandante sobre o estreante que levou a bordo e o convite para subir no barco, assinada por ele.',
    },
    backCover: {
      label: 'Contracapa',
      alt: 'Contracapa do ebook, com uma frase de Iara e o resumo da história.',
    },
  } satisfies Record<EbookPreviewId, { label: string; alt: string }>,

  offer: {
    eyebrow: 'Oferta de lançamento',
    includesTitle: 'O que você recebe',
    includes: [
      'O ebook completo, com 248 páginas, em PDF e EPUB',
      'Leitura no celular, no tablet, no computador ou no leitor digital',
      'Um diário de bordo com perguntas ao fim de cada capítulo',
      'As atualizações da edição 1.0 sem custo',
    ],
    oneTimeNote: 'Sem assinatura e sem mensalidade: você paga uma vez e o ebook é seu.',
    secure: 'Compra segura na plataforma de pagamento parceira. Você recebe o ebook por email.',
  },

  guaranteeEyebrow: 'Garantia',

  /** The entry address (/vendas/ebook) while it picks the visitor's page. */
  entry: {
    meta: {
      title: 'Ebook Navegante de Primeira Viagem | Rota Amazônia',
      description: 'A oferta de lançamento do ebook Navegante de Primeira Viagem, da Rota Amazônia.',
    },
    preparing: 'Preparando a sua oferta…',
    noScript: 'Ver a oferta do ebook',
  },
} as const;
