/**
 * The pt-BR message catalogue: every text of SPEC §8 and every UI text, in one place.
 * Code reads `pt.area.key`; a key that does not exist fails the type check.
 * Public pages import `ptPublic` (pt-public.ts), the part they need, to stay within their
 * JavaScript budget; everything else imports this.
 */
import { account } from './pt-account.ts';
import { catalogue } from './pt-catalogue.ts';
import { catalogueApi } from './pt-catalogue-api.ts';
import { coinsUi } from './pt-coins.ts';
import { ebookDelivery } from './pt-ebook-delivery.ts';
import { invitation } from './pt-invitation.ts';
import { mail } from './pt-mail.ts';
import { ptPublic } from './pt-public.ts';
import { pwa } from './pt-pwa.ts';
import { readerUi } from './pt-reader.ts';
import { sales } from './pt-sales.ts';
import { sales001 } from './pt-sales-001.ts';
import { sales002 } from './pt-sales-002.ts';
import { sales003 } from './pt-sales-003.ts';
import { voyagesUi } from './pt-voyages.ts';

export const pt = {
  ...ptPublic,

  account,

  catalogue: { ...catalogue, api: catalogueApi },

  auth: {
    sessionExpired: 'Sua sessão expirou. Por favor, faça login novamente.',
    redirecting: 'Redirecionando...',
    login: {
      invalidCredentials: 'Credenciais inválidas. Por favor, verifique seu email e senha.',
      invalidCredentialsField: 'Credenciais inválidas',
      wrongPasswordField: 'Senha incorreta',
      validation: 'Erro de validação. Verifique os campos.',
      invalidAuthData: 'Dados de autenticação inválidos. Tente novamente.',
      fallback: 'Erro ao realizar login. Tente novamente.',
      fallbackCredentials: 'Erro ao realizar login. Verifique suas credenciais e tente novamente.',
      adminFailure: 'Ocorreu um erro ao tentar fazer login. Por favor, tente novamente.',
      emailFieldPrefix: 'Email: ',
      passwordFieldPrefix: 'Senha: ',
      emailRequired: 'Por favor, informe seu email.',
      emailInvalid: 'Informe um email válido.',
      passwordRequired: 'Por favor, informe sua senha.',
    },
    google: {
      failure: 'Falha na autenticação com Google',
      invalidFormat: 'Formato de resposta inválido',
      network: 'Erro de conexão com o servidor. Verifique se o CORS está configurado corretamente.',
      fallbackLogin: 'Erro ao realizar login com Google. Tente novamente.',
      fallbackAuth: 'Erro na autenticação com Google. Tente novamente.',
      fallbackLoginThe: 'Erro ao realizar login com o Google. Tente novamente.',
      errorCallback: 'Erro na autenticação com Google. Tente novamente ou entre em contato com o suporte.',
      missingCode: 'Código de autorização não fornecido.',
      invalidData: 'Dados de autenticação inválidos.',
      processing: 'Erro ao processar autenticação com Google.',
      processingThe: 'Ocorreu um erro ao processar a autenticação com o Google.',
      callbackTitle: 'Erro na Autenticação',
      backToLogin: 'Voltar para o Login',
      success: 'Login com Google realizado com sucesso.',
      notConfigured: 'Login com Google não configurado.',
      unavailable: 'Não foi possível contatar o Google. Tente novamente mais tarde.',
      emailNotVerified: 'Seu email do Google ainda não foi verificado.',
    },
    facebook: {
      failure: 'Falha na autenticação com Facebook',
      invalidFormat: 'Formato de resposta inválido',
      network: 'Erro de conexão com o servidor. Verifique se o CORS está configurado corretamente.',
      fallbackLogin: 'Erro ao realizar login com Facebook. Tente novamente.',
      fallbackAuth: 'Erro na autenticação com Facebook. Tente novamente.',
      fallbackLoginThe: 'Erro ao realizar login com o Facebook. Tente novamente.',
      errorCallback: 'Erro na autenticação com Facebook. Tente novamente ou entre em contato com o suporte.',
      notConfigured: 'Login com Facebook não configurado.',
      unavailable: 'Não foi possível contatar o Facebook. Tente novamente mais tarde.',
      emailMissing: 'Sua conta do Facebook não informou um email. Entre com email e senha ou com Google.',
    },
    registration: {
      failure: 'Erro ao realizar registro. Tente novamente.',
      unknown: 'Erro desconhecido ao realizar registro.',
      checkData: 'Falha ao registrar. Por favor verifique os dados informados.',
      tryAgain: 'Falha ao registrar. Por favor tente novamente.',
      emailTakenValidation: 'Erro de validação. Email já cadastrado.',
      emailTaken: 'Este email já está cadastrado no sistema.',
      emailTakenServer: 'The email has already been taken.',
      validationFallback: 'Erro de validação',
      allFieldsRequired: 'Todos os campos são obrigatórios.',
      passwordsMismatch: 'As senhas não coincidem.',
      weakPassword:
        'Sua senha é muito fraca. Ela deve ter pelo menos 8 caracteres e incluir letras maiúsculas, números ou caracteres especiais.',
      processing: 'Processando seu cadastro...',
      success: 'Cadastro realizado com sucesso!',
      goToLoginNow: 'Ir para o login agora',
      strength: { 1: 'Fraca', 2: 'Média', 3: 'Boa', 4: 'Forte' },
      invalidEmail: 'Informe um email válido.',
      nameTooLong: 'O nome deve ter no máximo 120 caracteres.',
      passwordTooLong: 'A senha deve ter no máximo 128 caracteres.',
    },
    recovery: {
      emailRequired: 'Por favor, informe seu endereço de email.',
      sent: 'Email enviado com sucesso!',
      failure: 'Erro ao solicitar recuperação de senha. Tente novamente.',
      unavailable: 'Não foi possível processar sua solicitação. Tente novamente mais tarde.',
      requested: 'Se o email estiver cadastrado, enviaremos um link para redefinir sua senha.',
    },
    reset: {
      passwordRequired: 'Por favor, informe uma nova senha.',
      passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
      passwordsMismatch: 'As senhas não coincidem.',
      tokenMissing: 'Token de redefinição de senha não foi fornecido ou é inválido.',
      failure: 'Erro ao redefinir senha. Tente novamente.',
      failureCheck: 'Erro ao redefinir senha. Verifique os dados e tente novamente.',
      done: 'Senha redefinida com sucesso!',
    },
    account: {
      logoutFailure: 'Erro ao fazer logout. Tente novamente.',
      verificationFailure: 'Erro ao enviar link de verificação. Tente novamente.',
      resetLinkFailure: 'Erro ao enviar link de redefinição de senha. Tente novamente.',
      loggedOut: 'Você saiu da sua conta.',
      verificationSent: 'Enviamos um novo link de verificação para seu email.',
      alreadyVerified: 'Seu email já está verificado.',
      verified: 'Email verificado com sucesso!',
      infoLoaded: 'Informações do usuário carregadas.',
      infoUpdated: 'Informações atualizadas com sucesso.',
      nothingToUpdate: 'Informe ao menos um campo para atualizar.',
      fieldNotEditable: 'Este campo não pode ser alterado.',
      nameRequired: 'Por favor, informe seu nome.',
      journeyGoalTooLong: 'O objetivo de viagem deve ter no máximo 500 caracteres.',
      currentPasswordRequired: 'Por favor, informe sua senha atual.',
      currentPasswordWrong: 'Senha atual incorreta.',
      passwordChanged: 'Senha alterada com sucesso. As outras sessões foram encerradas.',
      userNotFound: 'Usuário não encontrado.',
    },
  },

  voyages: {
    notFound: 'Viagem não encontrada',
    contentServerError: 'Erro ao recuperar o conteúdo da viagem',
    fetchFailure: 'Erro ao buscar a viagem',
    episodeNotFound: 'Episódio não encontrado',
    startFailure: 'Erro ao iniciar viagem',
    progressFailure: 'Erro ao atualizar progresso da viagem',
    insufficientPassagens: 'Passagens insuficientes',
  },

  voyagesUi,

  coinsUi,

  readerUi,

  /** The installable app and offline voyages (decisions 052, 053). */
  pwa,

  /** The ebook sales pages (SPEC §2.7); the pages import pt-sales*.ts directly (decision 050). */
  sales: { ...sales, variants: { '001': sales001, '002': sales002, '003': sales003 } },

  user: {
    infoFailure: 'Falha ao carregar informações do usuário. Tente novamente mais tarde.',
    updateFailurePrefix: 'Falha ao atualizar informações: ',
  },

  audio: {
    unavailable: 'Áudio não disponível para esta viagem',
    invalidUrl: 'URL de áudio inválida',
    missingVoyageId: 'ID da viagem não encontrado',
    loadFailure: 'Não foi possível carregar o áudio. Tente novamente mais tarde.',
    loadFailureConnection: 'Não foi possível carregar o áudio. Verifique sua conexão.',
    playFailure: 'Erro ao reproduzir o áudio. Tente novamente.',
    startFailure: 'Erro ao iniciar a reprodução. Tente novamente.',
    loading: 'Carregando áudio...',
  },

  /** SPEC §2.6, §4.6, §8 and the travellers' invitations (pt-invitation.ts, decision 051). */
  invitation,

  mail,

  ebookDelivery,

  /** Texts of the server's error answers, by error code. */
  apiErrors: {
    BAD_REQUEST: 'Requisição inválida.',
    VALIDATION_FAILED: 'Erro de validação. Verifique os campos.',
    UNAUTHENTICATED: 'Sua sessão expirou. Por favor, faça login novamente.',
    FORBIDDEN: 'Você não tem permissão para esta ação.',
    NOT_FOUND: 'Recurso não encontrado.',
    ROUTE_NOT_FOUND: 'Endereço não encontrado.',
    CONFLICT: 'A ação conflita com o estado atual.',
    RATE_LIMITED: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    PAYLOAD_TOO_LARGE: 'O conteúdo enviado é grande demais.',
    RANGE_NOT_SATISFIABLE: 'O trecho pedido está fora do arquivo.',
    LINK_EXPIRED: 'Este link expirou.',
    UNSUPPORTED_MEDIA_TYPE: 'Tipo de arquivo não aceito.',
    INTERNAL: 'Erro interno do servidor. Tente novamente mais tarde.',
    DATABASE_UNAVAILABLE: 'O serviço está temporariamente indisponível. Tente novamente em alguns segundos.',
    INVALID_CREDENTIALS: 'Credenciais inválidas. Por favor, verifique seu email e senha.',
    RESET_TOKEN_INVALID: 'Este link de redefinição de senha é inválido ou já foi usado. Solicite um novo.',
    RESET_TOKEN_EXPIRED: 'Este link de redefinição de senha expirou. Solicite um novo.',
    VERIFICATION_TOKEN_INVALID: 'Este link de verificação é inválido ou expirou. Solicite um novo.',
    FIELD_NOT_EDITABLE: 'Alguns campos não podem ser alterados por aqui.',
    PROVIDER_NOT_CONFIGURED: 'Este método de login não está configurado.',
    PROVIDER_AUTH_FAILED: 'Não foi possível confirmar sua identidade com o provedor de login.',
    PROVIDER_UNAVAILABLE: 'O provedor de login não respondeu. Tente novamente mais tarde.',
    MAIL_FAILED: 'Não foi possível enviar o email. Tente novamente.',
    INSUFFICIENT_PASSAGENS: 'Passagens insuficientes',
    VOYAGE_NOT_STARTED: 'Esta viagem ainda não foi iniciada.',
    VOYAGE_COMPLETED: 'Viagem já concluída. Reembarque para ler de novo.',
    ORDER_NOT_PENDING: 'Este pedido já foi finalizado.',
    PAYMENT_MISMATCH: 'O valor informado pelo pagamento não confere com o pedido.',
    INVALID_SIGNATURE: 'Assinatura do webhook inválida ou expirada.',
    PAYMENTS_UNAVAILABLE: coinsUi.buyingDisabled,
    PAYMENT_PROVIDER_FAILED: coinsUi.refund.providerFailure,
    ORDER_NOT_REFUNDABLE: coinsUi.refund.notRefundable,
    WITHDRAWAL_EXPIRED: coinsUi.withdrawal.refusals.expired,
    WITHDRAWAL_SPENT: coinsUi.withdrawal.refusals.spent,
    INVITATION_NOT_FOUND: invitation.notFound,
    INVITATION_EXPIRED: invitation.expired,
  },
} as const;

export type ApiErrorCode = keyof typeof pt.apiErrors;
