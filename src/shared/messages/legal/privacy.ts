/**
 * Política de Privacidade at /privacidade (docs/architecture/legal.md): what the product really
 * stores, why, who receives it, for how long, and where each right is exercised. A change is a new
 * privacyVersion.
 */
import { publicPaths } from '../../paths.ts';
import { type LegalDocumentTexts, MY_DATA_PATH } from './document.ts';

export const privacyTexts: LegalDocumentTexts = {
  meta: {
    title: 'Política de Privacidade | Rota Amazônia',
    description:
      'Quais dados pessoais a Rota Amazônia guarda, por que, com quem compartilha, por quanto tempo, e como você os baixa, corrige ou exclui em "Meus dados".',
  },
  eyebrow: 'Documentos legais',
  title: 'Política de Privacidade',
  lead: 'O que guardamos sobre você, por que, com quem compartilhamos, por quanto tempo e como você exerce seus direitos (Lei Geral de Proteção de Dados, Lei 13.709/2018).',
  version: (version, date) => `Versão ${version}, em vigor desde ${date}.`,
  contentsLabel: 'Nesta página',
  sections: [
    {
      id: 'controlador',
      title: '1. Quem trata seus dados',
      paragraphs: [
        'A controladora dos seus dados pessoais é a empresa identificada abaixo. O encarregado pelo tratamento de dados (LGPD, art. 41) recebe suas solicitações e dúvidas no e-mail indicado.',
      ],
      showsSeller: true,
    },
    {
      id: 'dados',
      title: '2. Que dados guardamos e por quê',
      paragraphs: [
        'Guardamos só o que o serviço usa. Para cada grupo de dados, a finalidade e a base legal (LGPD, art. 7º):',
      ],
      items: [
        'Conta: nome, e-mail, a senha guardada apenas como resumo criptográfico (scrypt; ninguém consegue lê-la), data de criação e de confirmação do e-mail, e, se você entrar com Google ou Facebook, o identificador da sua conta nesses serviços e o e-mail que eles informam. Para criar e proteger sua conta e entrar nela. Base: execução do contrato.',
        'Versões aceitas: as versões dos Termos e desta Política mostradas no seu cadastro, e a versão dos Termos aceita em cada compra. Para provar o que foi combinado. Base: execução do contrato e exercício regular de direitos.',
        'Viagens: quais viagens você iniciou e concluiu, o progresso de leitura, a posição da narração, e eventos de leitura (início, conclusão, reembarque) com data e hora. Para continuar de onde você parou e mostrar seu progresso. Base: execução do contrato.',
        'Notas e marcadores que você escreve nas viagens. Para guardá-los e sincronizá-los entre seus aparelhos. Base: execução do contrato.',
        'Passagens e pedidos: saldo, cada movimento de Passagens, pedidos com pacote, valor, datas, situação, a referência do pagamento na Stripe e estornos. Não recebemos o número do cartão. Para vender, creditar, estornar e cumprir obrigações fiscais. Base: execução do contrato e cumprimento de obrigação legal.',
        'Mensagens que você troca com a equipe, com os números de protocolo. Para atender você. Base: execução do contrato.',
        'Convites que você envia (o nome de quem você convida, se informado) e o envio do e-book por e-mail, quando a equipe o faz a seu pedido. Base: execução do contrato.',
        'Registros de acesso: endereço IP, data e hora de cada acesso e de cada tentativa de entrar na conta, com o resultado, o navegador e o sistema do aparelho; de cada acesso ainda conectado, o primeiro e o último uso. Para segurança (você vê e encerra seus acessos no seu perfil, e avisamos por e-mail quando alguém entra de um aparelho novo) e porque a lei exige (Marco Civil da Internet, art. 15). Base: cumprimento de obrigação legal e legítimo interesse (proteger sua conta).',
        'Estatísticas de uso: páginas visitadas (endereço da página, página de origem e um identificador aleatório do aparelho, sem nome nem e-mail) e qual versão das páginas de venda foi mostrada. Para saber o que funciona e melhorar o site. Base: legítimo interesse; você pode desligar a qualquer momento (item 6).',
      ],
    },
    {
      id: 'aparelho',
      title: '3. O que fica no seu aparelho',
      paragraphs: [
        'Não usamos cookies de publicidade nem de terceiros. Usamos um único cookie, ra_device: um identificador aleatório do aparelho, enviado só ao nosso servidor quando você entra na conta, para reconhecer um aparelho novo e avisar você; dura até 400 dias. O navegador guarda, no armazenamento local do site: as chaves da sua sessão, suas preferências de leitura, marcadores, alterações feitas sem internet até serem enviadas, viagens baixadas para ler sem internet, a data em que você dispensou o aviso de instalação e o identificador aleatório das estatísticas. Sair da conta apaga as chaves da sessão; limpar os dados do site no navegador apaga o resto.',
      ],
    },
    {
      id: 'compartilhamento',
      title: '4. Com quem compartilhamos',
      paragraphs: [
        'Não vendemos dados pessoais. Eles só são tratados por estes operadores, contratados para fazer o serviço funcionar e obrigados a usá-los apenas para isso:',
      ],
      items: [
        'Stripe (processadora de pagamentos): recebe o seu e-mail, o pedido e o valor quando você vai pagar, e trata os dados do cartão ou do Pix diretamente no ambiente dela. A Stripe pode tratar dados fora do Brasil, com as garantias do art. 33 da LGPD.',
        'Servidor de e-mail (SMTP) contratado pela Rota Amazônia: recebe o seu e-mail e o conteúdo das mensagens que enviamos (confirmação de cadastro, recuperação de senha, recibos, protocolos de atendimento, o e-book).',
        'Armazenamento de arquivos (compatível com S3): guarda as imagens, as narrações e o arquivo do e-book. Não guarda dados pessoais dos viajantes.',
        'Google e Facebook, só se você escolher entrar com eles: confirmam quem você é e nos informam seu nome e e-mail.',
        'Autoridades públicas, quando houver ordem judicial ou obrigação legal.',
      ],
    },
    {
      id: 'prazos',
      title: '5. Por quanto tempo guardamos',
      paragraphs: ['Cada prazo abaixo é cumprido por rotinas automáticas do sistema:'],
      items: [
        'Conta, viagens, notas, marcadores e mensagens: enquanto a conta existir. Ao excluir a conta, são apagados.',
        'Contas criadas e nunca confirmadas por e-mail: apagadas 30 dias depois do cadastro.',
        'Registros de acesso (IP, data, hora, resultado, navegador): 6 meses, depois apagados (Marco Civil da Internet, art. 15). O aparelho e o endereço de cada acesso conectado: apagados cerca de 60 dias depois do último uso.',
        'Estatísticas de uso ligadas à sua conta: desligadas de você depois de 13 meses; a partir daí só contam como números, sem identificar ninguém.',
        'Cópias dos e-mails enviados: apagadas 30 dias depois do envio.',
        'Pedidos e movimentos de Passagens: pelo prazo da legislação fiscal e de consumo (5 anos). Se você excluir a conta, ficam sem nome nem e-mail, apenas com valores e datas.',
      ],
    },
    {
      id: 'direitos',
      title: '6. Seus direitos e onde exercê-los',
      paragraphs: [
        'A LGPD (art. 18) garante a você os direitos abaixo. A maioria você exerce sozinho, na hora, em "Meus dados", na sua conta:',
      ],
      items: [
        'Confirmação e acesso: "Baixar meus dados" em Meus dados entrega, em segundos, um arquivo JSON com tudo o que guardamos sobre você.',
        'Portabilidade: o mesmo arquivo, em formato aberto, que você pode levar a outro serviço.',
        'Correção: altere seu nome e seu e-mail em Meus dados; a troca de e-mail pede sua senha e é confirmada pelo novo endereço.',
        'Eliminação: "Excluir minha conta" em Meus dados apaga sua conta e seus dados na hora, menos os pedidos, que ficam anônimos pelo prazo fiscal.',
        'Oposição às estatísticas: desligue-as em Meus dados e não guardamos mais nada do seu uso. Um navegador que envia o sinal Global Privacy Control (Sec-GPC) é tratado como desligado.',
        'Informação sobre compartilhamento: está no item 4.',
        'Reclamação: você pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
      links: [{ label: 'Abrir Meus dados', to: MY_DATA_PATH }],
    },
    {
      id: 'encarregado',
      title: '7. Fale com o encarregado',
      paragraphs: [
        'Para qualquer outro pedido ou dúvida sobre seus dados, escreva ao encarregado no e-mail indicado no item 1. Respondemos em até 15 dias (LGPD, art. 19).',
      ],
    },
    {
      id: 'seguranca',
      title: '8. Segurança',
      paragraphs: [
        'As conexões são cifradas (HTTPS), as senhas são guardadas só como resumo criptográfico, as sessões expiram e podem ser encerradas, as tentativas de entrada são limitadas, e cópias de segurança são feitas regularmente. Se houver um incidente que possa causar risco a você, avisaremos você e a ANPD.',
      ],
    },
    {
      id: 'criancas',
      title: '9. Crianças e adolescentes',
      paragraphs: [
        'O serviço não é dirigido a crianças. Crianças e adolescentes devem usá-lo com o consentimento e o acompanhamento dos pais ou responsáveis (LGPD, art. 14).',
      ],
    },
    {
      id: 'alteracoes',
      title: '10. Alterações desta política',
      paragraphs: [
        'Quando esta política mudar, publicaremos uma nova versão com a data em que passa a valer, e guardamos qual versão foi mostrada a você no cadastro.',
      ],
      links: [{ label: 'Termos de Uso e de Compra', to: publicPaths.terms }],
    },
  ],
};
