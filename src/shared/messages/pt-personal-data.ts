/** Texts of "Meus dados" (/conta/dados): export, analytics, account deletion (LGPD art. 18). */
export const personalData = {
  title: 'Meus dados',
  lead: 'Veja, leve com você ou apague o que a Rota Amazônia guarda sobre você.',
  profileLink: 'Baixar, corrigir ou excluir meus dados',
  profileLinkLead:
    'Em Meus dados você baixa tudo o que guardamos sobre você, desliga as estatísticas de uso ou exclui sua conta.',
  export: {
    title: 'Baixar meus dados',
    lead: 'Um arquivo JSON com tudo o que guardamos sobre você: perfil, entradas na conta, pedidos e passagens, viagens e progresso, notas e marcadores, mensagens, convites e eventos de uso.',
    action: 'Baixar meus dados',
    downloading: 'Preparando o arquivo...',
    done: 'Download concluído.',
    failed: 'Não foi possível baixar seus dados. Tente novamente.',
  },
  exportRunning: 'Seu arquivo de dados já está sendo gerado. Aguarde o download terminar e tente de novo.',
  correction: {
    title: 'Corrigir meus dados',
    nameLead: 'Seu nome e seu objetivo de jornada se corrigem no seu perfil.',
    nameLink: 'Corrigir meu nome',
    emailLead:
      'Para trocar o email da conta, informe o novo endereço e sua senha. Enviamos um link de confirmação para o novo endereço; o email só muda quando você abrir esse link, e avisamos o endereço atual.',
    currentEmail: 'Email atual',
    newEmail: 'Novo email',
    submit: 'Enviar link de confirmação',
    sending: 'Enviando...',
    sent: 'Enviamos o link de confirmação para o novo endereço. Abra-o para concluir a troca.',
    failed: 'Não foi possível pedir a troca de email. Tente novamente.',
    changed: 'Email alterado. Use o novo endereço para entrar.',
    linkInvalid: 'Este link de troca de email é inválido, expirou ou já foi usado. Peça a troca de novo.',
  },
  sameEmail: 'Este já é o email da sua conta.',
  analytics: {
    title: 'Estatísticas de uso',
    lead: 'Com as estatísticas ligadas, registramos as páginas visitadas e os passos das viagens (abrir, começar, chegar à metade, concluir) para melhorar o produto. Desligadas, nada mais é registrado sobre você. Se o seu navegador envia o sinal Global Privacy Control, tratamos as estatísticas como desligadas.',
    toggle: 'Permitir estatísticas de uso',
    on: 'Estatísticas de uso ligadas.',
    off: 'Estatísticas de uso desligadas.',
    gpc: 'Seu navegador pede que não registremos estatísticas (Global Privacy Control): nada é registrado.',
    saveFailed: 'Não foi possível salvar sua escolha. Tente novamente.',
  },
  deletion: {
    title: 'Excluir minha conta',
    lead: 'Apaga seu perfil, suas viagens, notas, marcadores, mensagens e convites, e encerra todas as sessões. Os pedidos e o histórico de passagens ficam guardados sem seu nome, como exige a lei fiscal. Esta ação não pode ser desfeita.',
    password: 'Senha para confirmar a exclusão',
    providerLead:
      'Sua conta não tem senha: para confirmar, saia e entre de novo com o Google ou o Facebook e exclua a conta em até 10 minutos.',
    confirm: 'Excluir minha conta definitivamente',
    deleting: 'Excluindo...',
    failed: 'Não foi possível excluir sua conta. Tente novamente.',
  },
  wrongPassword: 'Senha incorreta. Nada foi alterado.',
  passwordRequired: 'Informe sua senha para confirmar.',
  freshSignInRequired:
    'Para confirmar, saia e entre de novo com o Google ou o Facebook; depois exclua a conta em até 10 minutos.',
  lastAdmin:
    'Você é o último administrador. Promova outra pessoa a administrador antes de excluir sua conta.',
  accountDeleted: 'Sua conta foi excluída.',
  deletedAccountName: 'Conta excluída',
  analyticsSaved: 'Preferência salva.',
  settingsLoaded: 'Preferências de privacidade carregadas.',
} as const;
