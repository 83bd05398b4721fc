/** Sales page 002 (SPEC §2.7, §9): experiences up to 3x deeper, and the bonus block. */
import type { SalesVariantCopy } from './pt-sales.ts';

export const sales002 = {
  meta: {
    title: 'Ebook Navegante de Primeira Viagem com bônus exclusivos | Rota Amazônia',
    description:
      'Viva experiências até 3x mais profundas com o ebook Navegante de Primeira Viagem, o diário de bordo e a narração de Iara. De R$ 67,00 por R$ 39,90, pagamento único.',
  },
  hero: {
    eyebrow: 'Ebook + bônus · Rota Amazônia 1.0',
    title: 'Viva experiências até 3x mais profundas em cada travessia',
    lead: 'O ebook Navegante de Primeira Viagem vem com um diário de bordo e a introdução narrada por Iara. Quem lê com eles percebe mais, anota mais e leva mais lições de cada viagem para a vida.',
    cta: 'QUERO O EBOOK COM BÔNUS',
  },
  benefits: {
    title: 'Ler, ouvir e anotar: a travessia completa',
    lead: 'Três jeitos de viver a mesma história, para ela não ficar só na página.',
    items: [
      {
        title: 'A história inteira no seu bolso',
        text: 'De Manaus a Santarém em sete capítulos, com Iara na navegação e o Comandante ao leme.',
      },
      {
        title: 'Pausas que aprofundam',
        text: 'Cada capítulo termina com perguntas para você parar, respirar e olhar para a sua própria travessia.',
      },
      {
        title: 'A voz que acompanha',
        text: 'Ouça Iara narrar a introdução com o som da água ao fundo, na rede, no ônibus ou numa caminhada.',
      },
      {
        title: 'Lições que não se perdem no porto',
        text: 'O diário de bordo guarda o que tocou você, para reler quando a correnteza da rotina apertar.',
      },
    ],
  },
  previews: ['contents', 'intro1', 'intro4', 'backCover'],
  guarantee: {
    title: 'Reembolso integral garantido',
    text: 'Leia, ouça e use os bônus. Se não for para você, devolvemos o valor integral da compra, e os bônus ficam como presente da tripulação.',
  },
  offer: {
    title: 'O ebook e os três bônus pelo preço de lançamento',
    cta: 'QUERO O EBOOK COM BÔNUS',
  },
  bonus: {
    eyebrow: 'Bônus exclusivos',
    title: 'Três presentes para ir mais fundo',
    claim: 'Até 3x',
    claimNote:
      'mais profundas: é assim que os leitores descrevem as viagens feitas com o diário de bordo e a narração de Iara.',
    items: [
      {
        title: 'A introdução na voz de Iara',
        text: 'Vinte e cinco minutos de narração em áudio, com o som do rio, para ouvir antes de abrir o ebook.',
        value: 'Valor: R$ 19,90',
      },
      {
        title: 'Diário de Bordo para imprimir',
        text: 'Trinta páginas com as perguntas de cada capítulo e espaço para as suas respostas, desenhos e mapas.',
        value: 'Valor: R$ 17,90',
      },
      {
        title: 'Mapa ilustrado da rota',
        text: 'De Manaus a Santarém, com os portos, as comunidades e os trechos de cada capítulo marcados.',
        value: 'Valor: R$ 9,90',
      },
    ],
    total: 'R$ 47,70 em bônus, sem custo adicional.',
  },
} as const satisfies SalesVariantCopy;
