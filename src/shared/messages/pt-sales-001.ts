/** Sales page 001 (SPEC §2.7): the story, and six pages to leaf through. */
import type { SalesVariantCopy } from './pt-sales.ts';

export const sales001 = {
  meta: {
    title: 'Ebook Navegante de Primeira Viagem: a travessia com Iara | Rota Amazônia',
    description:
      'O ebook Navegante de Primeira Viagem: de Manaus a Santarém com a navegadora Iara e o Comandante. Folheie o sumário e a introdução. De R$ 67,00 por R$ 39,90, pagamento único.',
  },
  hero: {
    eyebrow: 'Ebook · Rota Amazônia 1.0',
    title: 'Aprenda a navegar a própria vida com uma IA como copiloto',
    lead: 'Navegante de Primeira Viagem conta a travessia de um estreante de Manaus a Santarém, guiado pela navegadora de inteligência artificial Iara e por um Comandante com trinta anos de rio. Uma história para quem quer recomeçar sem ter o mapa inteiro.',
    cta: 'QUERO EMBARCAR AGORA',
  },
  benefits: {
    title: 'O que esta viagem deixa em você',
    lead: 'Não é um manual de tecnologia nem um guia de turismo. É uma travessia que ensina, capítulo a capítulo.',
    items: [
      {
        title: 'Decidir sem o mapa inteiro',
        text: 'Um jeito simples, aprendido com o rio, de dar o próximo passo mesmo quando o destino ainda está nublado.',
      },
      {
        title: 'A tecnologia como farol, não como leme',
        text: 'Com Iara, você vê como usar a inteligência artificial para pensar melhor, sem entregar a ela as suas escolhas.',
      },
      {
        title: 'Uma história que se lê de uma vez',
        text: 'Sete capítulos curtos, para ler no ônibus, na rede ou antes de dormir, com o balanço do barco em cada página.',
      },
      {
        title: 'Um diário de bordo para a sua vida',
        text: 'Perguntas ao fim de cada capítulo transformam a travessia do personagem em reflexões sobre a sua.',
      },
    ],
  },
  previews: ['contents', 'intro1', 'intro2', 'intro3', 'intro4', 'backCover'],
  guarantee: {
    title: 'Reembolso integral garantido',
    text: 'Se o Navegante de Primeira Viagem não for para você, devolvemos todo o valor pago. Basta escrever para a nossa tripulação: sem perguntas e sem letras miúdas.',
  },
  offer: {
    title: 'Embarque hoje pelo preço de lançamento',
    cta: 'QUERO MEU EBOOK',
  },
} as const satisfies SalesVariantCopy;
