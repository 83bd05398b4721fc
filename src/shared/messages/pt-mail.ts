/** Texts of the e-mails the server sends (password reset, address verification), in pt-BR. */
export const mail = {
  greeting: (name: string) => `Olá, ${name}!`,
  signature: 'Equipe Rota Amazônia',
  linkFallback: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  footer: 'Você recebeu este email porque este endereço está ligado a uma conta na Rota Amazônia.',
  accountDeleted: {
    subject: 'Sua conta foi excluída — Rota Amazônia',
    intro:
      'Confirmamos a exclusão da sua conta na Rota Amazônia: seu perfil, suas viagens, notas, marcadores, mensagens e convites foram apagados e todas as sessões foram encerradas.',
    fiscal:
      'Os pedidos e o histórico de passagens ficam guardados sem seu nome pelo prazo da lei fiscal; os registros de acesso, pelo prazo do Marco Civil da Internet (seis meses).',
    action: 'Criar uma nova conta',
    notYou: 'Se não foi você, responda a este email imediatamente.',
  },
  emailChange: {
    subject: 'Confirme seu novo email — Rota Amazônia',
    intro: 'Recebemos um pedido para usar este endereço na sua conta da Rota Amazônia.',
    action: 'Confirmar novo email',
    expiry: (hours: number) => `O link vale por ${hours} horas.`,
    ignore: 'Se você não pediu a troca, ignore este email: nada muda.',
  },
  emailChanged: {
    subject: 'O email da sua conta foi alterado — Rota Amazônia',
    intro: (newEmail: string) => `O email da sua conta na Rota Amazônia agora é ${newEmail}.`,
    action: 'Falar com a equipe',
    notYou: 'Se não foi você, responda a este email imediatamente: vamos proteger sua conta.',
  },
  passwordReset: {
    subject: 'Redefinição de senha — Rota Amazônia',
    intro: 'Recebemos um pedido para redefinir a senha da sua conta.',
    action: 'Criar nova senha',
    expiry: (minutes: number) => `O link vale por ${minutes} minutos e só pode ser usado uma vez.`,
    ignore: 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  },
  ebookDelivery: {
    subject: 'Seu ebook Navegante de Primeira Viagem — Rota Amazônia',
    intro:
      'Obrigado por embarcar com a gente! Seu ebook Navegante de Primeira Viagem está pronto para baixar.',
    reading:
      'O arquivo é um EPUB: abre no Apple Livros, no Google Play Livros, no Kobo e em leitores como o Calibre.',
    action: 'Baixar o ebook',
    expiry: (days: number) => `O link vale por ${days} dias. Depois disso, é só pedir um novo para a equipe.`,
    footer: 'Você recebeu este email porque comprou o ebook da Rota Amazônia.',
  },
  purchaseReceipt: {
    subject: 'Recibo da sua compra de Passagens — Rota Amazônia',
    intro: 'Pagamento confirmado! Obrigado por embarcar com a gente. Aqui está o recibo da sua compra:',
    package: (name: string) => `Pacote: ${name}`,
    passagens: (amount: number) => `Passagens: ${amount}`,
    listPrice: (price: string) => `Preço: ${price}`,
    discount: (discount: string) => `Desconto: ${discount}`,
    price: (price: string) => `Valor pago: ${price}`,
    date: (date: string) => `Data: ${date}`,
    order: (id: string) => `Número do pedido: ${id}`,
    terms: (version: string, url: string) => `Termos de Uso e de Compra aceitos: versão ${version} (${url})`,
    action: 'Ver meus pedidos',
    footer: 'Você recebeu este email porque comprou Passagens na Rota Amazônia.',
  },
  supportAcknowledgement: {
    subject: (protocol: string) => `Recebemos sua mensagem — protocolo ${protocol}`,
    intro: 'Sua mensagem chegou à equipe da Rota Amazônia.',
    protocol: (protocol: string) => `Protocolo: ${protocol}`,
    topic: (subject: string) => `Assunto: ${subject}`,
    deadline: (days: number, date: string) => `Respondemos em até ${days} dias: até ${date}.`,
    action: 'Ver a conversa',
    keep: 'Guarde o número do protocolo: ele identifica este atendimento.',
    footer: 'Você recebeu este email porque escreveu para a equipe da Rota Amazônia.',
  },
  emailVerification: {
    subject: 'Confirme seu email — Rota Amazônia',
    intro: 'Boas-vindas a bordo! Confirme seu endereço de email para proteger sua conta.',
    action: 'Confirmar email',
    expiry: (hours: number) => `O link vale por ${hours} horas.`,
    ignore: 'Se você não criou uma conta na Rota Amazônia, ignore este email.',
  },
} as const;
