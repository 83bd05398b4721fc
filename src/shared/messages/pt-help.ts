/**
 * The help centre (SPEC §2.8 'Central de Ajuda', docs/architecture/admin.md): the questions travellers ask,
 * answered the way the product works.
 */
export const helpUi = {
  metaTitle: 'Central de Ajuda — Rota Amazônia',
  metaDescription:
    'Respostas sobre passagens, viagens, leitura sem sinal, narração, conta, ebook e convites.',
  eyebrow: 'Central de Ajuda',
  title: 'Como podemos ajudar?',
  lead: 'As dúvidas mais comuns dos viajantes, respondidas pela equipe.',
  search: 'Buscar na ajuda',
  results: (count: number) => (count === 1 ? '1 resposta encontrada.' : `${count} respostas encontradas.`),
  empty: 'Nenhuma resposta para essa busca.',
  stillNeedHelp: 'Não encontrou o que procurava?',
  contact: 'Falar com a equipe',
  topics: [
    {
      title: 'Passagens',
      questions: [
        {
          question: 'O que são passagens?',
          answer:
            'Passagens são a moeda das viagens guiadas. Algumas viagens são gratuitas; as outras custam de 1 a 3 passagens, cobradas uma única vez quando você embarca.',
        },
        {
          question: 'Ganho passagens ao criar a conta?',
          answer:
            'Sim: toda conta nova recebe 3 passagens de boas-vindas, que já aparecem no saldo em Passagens, na sua página inicial.',
        },
        {
          question: 'Como compro mais passagens?',
          answer:
            'Em Passagens (na página inicial) ou na Loja de Passagens, escolha um pacote e pague na página do meio de pagamento. O saldo muda assim que o pagamento é aprovado, e a compra aparece no histórico.',
        },
        {
          question: 'Paguei e o saldo não mudou. E agora?',
          answer:
            'Alguns pagamentos levam alguns minutos para serem confirmados. Se o saldo não mudar em uma hora, escreva para a equipe informando o dia da compra: conferimos e ajustamos o saldo, com o motivo no seu histórico.',
        },
      ],
    },
    {
      title: 'Viagens e leitura',
      questions: [
        {
          question: 'Preciso pagar de novo para reler uma viagem concluída?',
          answer:
            'Não. Reembarcar em uma viagem que você já concluiu é gratuito: use o botão Reembarcar na página da viagem.',
        },
        {
          question: 'Meu progresso fica salvo?',
          answer:
            'Fica. A leitura é salva automaticamente a cada 10% e você pode continuar de onde parou, em qualquer aparelho, pelo botão Continuar.',
        },
        {
          question: 'Onde ficam minhas notas e marcadores?',
          answer:
            'No leitor, cada parágrafo aceita uma nota e um marcador. Todas as notas ficam em Notas, no menu, onde você pode buscar, editar, voltar ao parágrafo e exportar tudo em Markdown.',
        },
      ],
    },
    {
      title: 'Sem sinal e no aplicativo',
      questions: [
        {
          question: 'Consigo ler sem internet, no barco?',
          answer:
            'Sim. Antes de embarcar, abra a viagem e use Embarcar: baixar para ler sem sinal. O texto, as imagens e a narração ficam no aparelho. Notas, marcadores e progresso feitos sem sinal são enviados quando a conexão voltar.',
        },
        {
          question: 'Como instalo o aplicativo?',
          answer:
            'No Android e no computador, toque em Instalar quando o aviso aparecer. No iPhone, toque em Compartilhar e depois em Adicionar à Tela de Início.',
        },
      ],
    },
    {
      title: 'Narração',
      questions: [
        {
          question: 'Como ouço uma viagem?',
          answer:
            'No leitor, toque no botão de fones de ouvido para abrir o player; ou vá a Viagens em Áudio. O parágrafo narrado fica em destaque e a posição é guardada em todos os seus aparelhos.',
        },
        {
          question: 'Dá para ouvir mais rápido ou dormir ouvindo?',
          answer:
            'Dá: a velocidade vai de 0,75× a 2×, e o timer para dormir para a narração em 15, 30 ou 45 minutos ou no fim da viagem, abaixando o volume aos poucos.',
        },
      ],
    },
    {
      title: 'Conta',
      questions: [
        {
          question: 'Esqueci a senha. O que faço?',
          answer:
            'Na tela de entrada, use Esqueci minha senha e informe seu email. O link que enviamos vale por 60 minutos e só pode ser usado uma vez.',
        },
        {
          question: 'Posso entrar com Google ou Facebook?',
          answer:
            'Pode, quando os botões aparecem na tela de entrada. Se já existe uma conta com o mesmo email, ela é usada.',
        },
      ],
    },
    {
      title: 'Ebook e convites',
      questions: [
        {
          question: 'Como recebo o ebook Navegante de Primeira Viagem?',
          answer:
            'A compra é feita na página de pagamento da editora; depois dela, o ebook chega por email. Se não chegar, escreva para a equipe com o email usado na compra e reenviamos o link de download.',
        },
        {
          question: 'Como funciona um convite?',
          answer:
            'Na página de uma viagem, crie um convite e compartilhe o link. Ele vale por 30 dias, e quem criar a conta por ele ganha 1 passagem de presente — uma vez por convite.',
        },
      ],
    },
  ],
} as const;
