/** Sales page 003 (SPEC §2.7, §9): the 7-day guarantee and the frequently asked questions. */
import type { SalesVariantCopy } from './pt-sales.ts';

export const sales003 = {
  meta: {
    title: 'Ebook Navegante de Primeira Viagem com garantia de 7 dias | Rota Amazônia',
    description:
      'Leia o ebook Navegante de Primeira Viagem sem risco: 7 dias de garantia, pagamento único de R$ 39,90 e respostas para as dúvidas mais comuns.',
  },
  hero: {
    eyebrow: 'Ebook · Rota Amazônia 1.0',
    title: 'Comece a sua primeira viagem sem risco',
    lead: 'Navegante de Primeira Viagem é a história de quem embarca sem saber o que procura e volta sabendo. Leia com calma: você tem 7 dias para decidir se o ebook fica com você.',
    cta: 'QUERO LER SEM RISCO',
  },
  benefits: {
    title: 'Para quem está parado no porto',
    lead: 'Se você sente que precisa recomeçar, mas não sabe por onde, este ebook foi escrito para você.',
    items: [
      {
        title: 'Coragem para zarpar',
        text: 'Você vai acompanhar alguém que partiu sem o mapa inteiro, e descobrir que ninguém parte com ele.',
      },
      {
        title: 'Uma guia paciente',
        text: 'Iara, a navegadora de inteligência artificial, faz as perguntas certas e deixa as respostas com você.',
      },
      {
        title: 'Leitura leve, lição profunda',
        text: 'Capítulos curtos, linguagem de conversa na beira do rio e um diário de bordo para levar a travessia para a vida.',
      },
    ],
  },
  previews: ['contents', 'intro1', 'intro2', 'backCover'],
  guarantee: {
    title: 'Garantia de 7 dias',
    text: 'Leia o quanto quiser. Se em até 7 dias depois da compra você sentir que o ebook não é para você, devolvemos 100% do valor pago. Um email basta.',
  },
  offer: {
    title: 'Leve o ebook com 7 dias de garantia',
    cta: 'QUERO MEU EBOOK',
  },
  faq: {
    title: 'Perguntas frequentes',
    items: [
      {
        question: 'Preciso entender de tecnologia para ler?',
        answer:
          'Não. Iara é uma personagem da história. O ebook fala de inteligência artificial do jeito que se fala de um companheiro de viagem, sem termos técnicos.',
      },
      {
        question: 'Em quais aparelhos consigo ler?',
        answer:
          'Em qualquer um: o ebook vem em PDF e EPUB, para ler no celular, no tablet, no computador ou no seu leitor digital.',
      },
      {
        question: 'Como recebo o ebook depois de pagar?',
        answer:
          'Assim que o pagamento é confirmado, a plataforma envia para o seu email o link para baixar os arquivos. No Pix e no cartão, isso leva poucos minutos.',
      },
      {
        question: 'O pagamento é único ou é uma assinatura?',
        answer:
          'É um pagamento único de R$ 39,90. Não há mensalidade, renovação automática nem cobrança futura.',
      },
      {
        question: 'E se eu não gostar?',
        answer:
          'Você tem 7 dias, contados da compra, para pedir o reembolso. Devolvemos 100% do valor, sem perguntas.',
      },
      {
        question: 'É o mesmo conteúdo do livro impresso?',
        answer:
          'Sim. O ebook traz o texto completo do Navegante de Primeira Viagem, com o diário de bordo ao fim de cada capítulo.',
      },
    ],
  },
} as const satisfies SalesVariantCopy;
