/** Termos de Uso e de Compra at /termos (docs/architecture/legal.md). A change is a new termsVersion. */
import { CONTACT_RESPONSE_TIME, WELCOME_PASSAGENS, WITHDRAWAL_DAYS } from '../../constants.ts';
import { SUPPORT_ANSWER_DAYS } from '../../legal/support.ts';
import { publicPaths } from '../../paths.ts';
import type { LegalDocumentTexts } from './document.ts';

export const termsTexts: LegalDocumentTexts = {
  meta: {
    title: 'Termos de Uso e de Compra | Rota Amazônia',
    description:
      'As regras da Rota Amazônia: a conta, as viagens, as Passagens e seus preços em reais, o direito de arrependimento em 7 dias, estornos e o atendimento.',
  },
  eyebrow: 'Documentos legais',
  title: 'Termos de Uso e de Compra',
  lead: 'As regras entre você e a Rota Amazônia: como funcionam a conta, as viagens e as Passagens, como você compra, desiste de uma compra e fala com a gente.',
  version: (version, date) => `Versão ${version}, em vigor desde ${date}.`,
  contentsLabel: 'Nesta página',
  sections: [
    {
      id: 'quem-somos',
      title: '1. Quem vende',
      paragraphs: [
        'O site e o aplicativo Rota Amazônia são oferecidos pela empresa identificada abaixo, que é a vendedora das Passagens e a controladora dos dados pessoais tratados no serviço (Decreto 7.962/2013, art. 2º).',
      ],
      showsSeller: true,
    },
    {
      id: 'servico',
      title: '2. O serviço',
      paragraphs: [
        'A Rota Amazônia oferece viagens de leitura guiada: textos longos sobre os rios da Amazônia, com citações em destaque, narração em áudio em algumas viagens, progresso salvo, notas e marcadores. Algumas viagens são gratuitas; outras custam Passagens.',
        'As páginas públicas (início, sobre, produtos, viagens, livro, contato e páginas de venda do e-book) podem ser lidas sem conta. Para fazer viagens, guardar notas e comprar Passagens é preciso criar uma conta.',
        'O livro e o e-book mostrados nas páginas de produtos e de venda são vendidos por lojas externas, nas condições dessas lojas; estes termos tratam das Passagens vendidas aqui.',
      ],
    },
    {
      id: 'conta',
      title: '3. A conta',
      paragraphs: [
        'Você cria a conta com nome, e-mail e senha, ou entrando com Google ou Facebook. Informe dados verdadeiros e guarde sua senha: ela é sua, e a Rota Amazônia nunca a pede por e-mail ou mensagem.',
        `Toda conta nova recebe ${WELCOME_PASSAGENS} Passagens de boas-vindas, sem custo. Você pode corrigir seu nome e e-mail, baixar seus dados e excluir sua conta a qualquer momento em "Meus dados" (veja a Política de Privacidade).`,
        'Ao criar a conta você aceita estes termos e declara ter lido a Política de Privacidade nas versões mostradas no cadastro; guardamos quais versões você aceitou.',
      ],
    },
    {
      id: 'passagens',
      title: '4. Passagens e preços',
      paragraphs: [
        'Passagens são créditos digitais usados só dentro da Rota Amazônia para embarcar em viagens pagas. Não são dinheiro, não rendem juros, não vencem, não podem ser sacadas nem transferidas para outra conta.',
        'Cada viagem paga mostra quantas Passagens custa antes de você embarcar. As Passagens são descontadas quando você toca em "Iniciar Viagem"; depois disso a viagem fica liberada na sua conta, e continuar ou reembarcar nela não custa nada de novo.',
        'As Passagens são vendidas em pacotes. Os preços estão em reais (R$), com os impostos incluídos; quando um pacote tem desconto, a loja mostra o preço cheio, o desconto e o total a pagar.',
      ],
    },
    {
      id: 'compra',
      title: '5. Como é a compra',
      paragraphs: [
        'Ao escolher um pacote você vê um resumo antes de pagar: o pacote, quantas Passagens ele traz, o preço, o desconto e o total em reais, quem vende, o seu direito de arrependimento e um link para estes termos. Nesse resumo você pode voltar e trocar de pacote.',
        'O pagamento é feito no ambiente da Stripe, processadora de pagamentos, por cartão ou Pix. A Rota Amazônia não recebe nem guarda o número do seu cartão. Quando a Stripe confirma o pagamento, as Passagens entram no seu saldo e enviamos na hora um recibo por e-mail com o resumo do contrato e a versão destes termos que você aceitou.',
        'Todos os seus pedidos, com o resumo de cada contrato, ficam em "Meus pedidos", na sua conta, para ler e imprimir quando quiser. Um pagamento por Pix aparece como aguardando o banco até ser confirmado.',
      ],
    },
    {
      id: 'arrependimento',
      title: '6. Direito de arrependimento',
      paragraphs: [
        `Você pode desistir de uma compra em até ${WITHDRAWAL_DAYS} dias depois do pagamento, enquanto nenhuma Passagem daquele pedido tiver sido usada (Código de Defesa do Consumidor, art. 49). Use o botão "Desistir da compra" no histórico de Passagens da loja, a mesma ferramenta usada para comprar, e confirme.`,
        'Devolvemos o valor pago inteiro, pela mesma forma de pagamento, por meio da Stripe: no cartão, o estorno aparece na fatura em até duas faturas, conforme o banco emissor; no Pix, o valor volta para a conta que pagou. As Passagens do pedido saem do seu saldo quando a Stripe confirma a devolução.',
        `Depois de ${WITHDRAWAL_DAYS} dias, ou depois de usar uma Passagem do pedido, o botão deixa de aparecer e a loja diz o porquê. Você ainda pode falar com a equipe pelo atendimento.`,
      ],
    },
    {
      id: 'estornos',
      title: '7. Estornos pela equipe',
      paragraphs: [
        'Se algo deu errado com uma compra (cobrança em dobro, viagem indisponível, falha técnica), fale com a equipe. Quando um estorno for devido, a equipe o pede à Stripe: o valor pago volta pela mesma forma de pagamento, e só as Passagens do pedido que ainda não foram usadas saem do saldo; viagens já feitas continuam suas.',
      ],
    },
    {
      id: 'atendimento',
      title: '8. Atendimento',
      paragraphs: [
        `Na sua conta, em "Mensagens", você escreve para a equipe. Cada mensagem recebe na hora um número de protocolo, mostrado na tela e enviado por e-mail. Respondemos em até ${SUPPORT_ANSWER_DAYS} dias, e em geral em até ${CONTACT_RESPONSE_TIME}.`,
        'Você também pode escrever para o e-mail de atendimento indicado no item 1.',
      ],
    },
    {
      id: 'conteudo',
      title: '9. Conteúdo e uso',
      paragraphs: [
        'Os textos, ilustrações e narrações das viagens são da Rota Amazônia ou de seus autores e são licenciados para seu uso pessoal, dentro do serviço. Não é permitido copiar, revender ou publicar o conteúdo fora dele.',
        'Suas notas são suas: só você as vê, e você pode baixá-las ou apagá-las. Não use as mensagens para enviar conteúdo ilegal ou ofensivo.',
        'Trabalhamos para que o serviço esteja sempre no ar e guardamos cópias de segurança, mas pode haver interrupções para manutenção ou por falhas de terceiros. Viagens baixadas para ler sem internet continuam no seu aparelho enquanto você não as remover.',
      ],
    },
    {
      id: 'privacidade',
      title: '10. Privacidade',
      paragraphs: [
        'Como tratamos seus dados pessoais, por que, com quem compartilhamos, por quanto tempo guardamos e como você exerce seus direitos está na Política de Privacidade.',
      ],
      links: [{ label: 'Política de Privacidade', to: publicPaths.privacy }],
    },
    {
      id: 'alteracoes',
      title: '11. Alterações destes termos',
      paragraphs: [
        'Quando estes termos mudarem, publicaremos uma nova versão com a data em que passa a valer. Cada pedido fica ligado à versão aceita no momento da compra, que é a que vale para ele.',
      ],
    },
    {
      id: 'foro',
      title: '12. Lei e foro',
      paragraphs: [
        'Estes termos seguem as leis brasileiras, em especial o Código de Defesa do Consumidor, o Decreto 7.962/2013, a Lei Geral de Proteção de Dados e o Marco Civil da Internet. Você pode recorrer ao Procon, ao consumidor.gov.br ou à Justiça do seu domicílio.',
      ],
    },
  ],
};
