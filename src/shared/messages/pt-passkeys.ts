/**
 * Passkeys (chaves de acesso) and the fresh proof of identity before sensitive changes
 * (docs/architecture/auth.md).
 */
export const passkeys = {
  title: 'Chaves de acesso',
  lead: 'Entre sem senha, com a digital, o rosto ou o bloqueio de tela do seu aparelho. Você pode criar uma chave em cada aparelho.',
  create: 'Criar chave de acesso',
  creating: 'Criando...',
  nameLabel: 'Nome da chave',
  nameHint: 'Para você reconhecer o aparelho depois, por exemplo "Celular" ou "Notebook do trabalho".',
  defaultName: 'Chave de acesso',
  nameRequired: 'Dê um nome à chave.',
  nameTooLong: 'O nome pode ter até 64 caracteres.',
  created: 'Chave de acesso criada.',
  createFailed: 'Não foi possível criar a chave de acesso. Nada foi alterado.',
  cancelled: 'A operação foi cancelada no aparelho. Nada foi alterado.',
  unsupported: 'Este navegador não oferece chaves de acesso.',
  alreadyRegistered: 'Este aparelho já tem uma chave de acesso desta conta.',
  empty: 'Você ainda não tem chaves de acesso.',
  listLabel: 'Suas chaves de acesso',
  createdAt: 'Criada em',
  lastUsedAt: 'Último uso',
  neverUsed: 'Ainda não usada',
  remove: 'Remover',
  removeLabel: (name: string) => `Remover a chave "${name}"`,
  removeTitle: 'Remover esta chave de acesso?',
  removeDescription: (name: string) =>
    `A chave "${name}" deixará de entrar na sua conta. O aparelho pode continuar mostrando a chave até você apagá-la nele.`,
  removeCancel: 'Manter a chave',
  removeConfirm: 'Remover chave',
  removed: 'Chave de acesso removida.',
  removeFailed: 'Não foi possível remover a chave de acesso. Tente novamente.',
  lastWayToSignIn:
    'Esta é a única forma de entrar na sua conta: crie outra chave ou defina uma senha antes de removê-la.',
  notFound: 'Chave de acesso não encontrada.',
  loadFailed: 'Não foi possível carregar suas chaves de acesso.',
  signIn: 'Entrar com chave de acesso',
  signingIn: 'Entrando...',
  signInFailed: 'Não foi possível entrar com a chave de acesso. Tente novamente ou use sua senha.',
  unknownPasskey: 'Esta chave de acesso não está ligada a nenhuma conta. Entre com sua senha.',
  challengeInvalid: 'A confirmação expirou ou já foi usada. Tente novamente.',
  verificationFailed: 'A chave de acesso não pôde ser verificada. Tente novamente.',
  or: 'ou',
} as const;

export const freshProof = {
  title: 'Confirme que é você',
  lead: 'Por segurança, esta alteração pede que você confirme sua identidade. Depois, ela continua de onde parou.',
  passwordLabel: 'Sua senha',
  confirmWithPassword: 'Confirmar com senha',
  confirmWithPasskey: 'Confirmar com chave de acesso',
  confirming: 'Confirmando...',
  cancel: 'Cancelar',
  confirmed: 'Identidade confirmada.',
  wrongPassword: 'Senha incorreta. Nada foi alterado.',
  passwordRequired: 'Informe sua senha.',
  noPassword: 'Sua conta não tem senha: confirme com uma chave de acesso.',
  noProof:
    'Sua conta não tem senha nem chave de acesso: saia e entre de novo com o Google ou o Facebook, e faça a alteração em até 10 minutos.',
  signInAgain: 'Sair e entrar de novo',
  failed: 'Não foi possível confirmar sua identidade. Tente novamente.',
  required: 'Confirme sua identidade para continuar: informe sua senha ou use uma chave de acesso.',
} as const;
