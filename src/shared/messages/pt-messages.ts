/** Travellers' messages to the team (SPEC §2.3 /admin/mensagem, §2.8 /admin/contact; docs/architecture/admin.md). */
export const messagesUi = {
  contact: {
    metaTitle: 'Fale com a equipe — Rota Amazônia',
    title: 'Fale com a equipe',
    lead: 'Dúvidas sobre passagens, viagens, o livro ou a sua conta? Escreva: respondemos em até 24h, aqui mesmo em Mensagens.',
    subject: 'Assunto',
    message: 'Mensagem',
    send: 'Enviar mensagem',
    sending: 'Enviando…',
    sent: (protocol: string) =>
      `Mensagem enviada com o protocolo ${protocol}. Enviamos o protocolo para o seu email; a resposta chega em Mensagens.`,
    helpFirst: 'Antes de escrever, veja se a resposta já está na Central de Ajuda.',
    help: 'Abrir a Central de Ajuda',
  },
  inbox: {
    metaTitle: 'Mensagens — Rota Amazônia',
    title: 'Mensagens',
    teamTitle: 'Mensagens dos viajantes',
    lead: 'Suas conversas com a equipe da Rota Amazônia.',
    teamLead:
      'Todas as conversas: primeiro as que esperam resposta, as mais antigas no topo, com o prazo de 5 dias para responder.',
    empty: 'Nenhuma conversa ainda.',
    write: 'Escrever para a equipe',
    loadFailure: 'Não foi possível carregar as mensagens.',
    retry: 'Tentar novamente',
    unread: 'Não lida',
    choose: 'Escolha uma conversa para ler.',
    from: (name: string) => `De ${name}`,
    team: 'Equipe Rota Amazônia',
    you: 'Você',
    reply: 'Sua resposta',
    send: 'Responder',
    sending: 'Enviando…',
    back: 'Voltar para as conversas',
    notFound: 'Conversa não encontrada.',
    protocol: (protocol: string) => `Protocolo ${protocol}`,
    /** An open request, as the traveller sees it. */
    acknowledged: (protocol: string, due: string) =>
      `Recebemos sua mensagem (protocolo ${protocol}). Respondemos até ${due}.`,
    /** An open request in the team's list. */
    waiting: (days: number) =>
      days < 1 ? 'Aguardando há menos de 1 dia' : `Aguardando há ${days} ${days === 1 ? 'dia' : 'dias'}`,
    due: (date: string) => `prazo ${date}`,
    overdue: 'Atrasada',
    answered: 'Respondida',
  },
  validation: {
    subjectRequired: 'Informe o assunto.',
    subjectTooLong: 'O assunto pode ter até 120 caracteres.',
    messageRequired: 'Escreva a sua mensagem.',
    messageTooShort: 'Escreva pelo menos 10 caracteres.',
    messageTooLong: 'A mensagem pode ter até 4000 caracteres.',
  },
} as const;
