/** Texts of The 404 page's own copy; its SPEC texts live in `ptPublic.notFound`. Each public page loads only its own copy. */
export const notFoundTexts = {
  meta: {
    title: 'Página Não Encontrada | Rota Amazônia',
    description:
      'O endereço que você procurou não está no nosso mapa. Volte para a rota ou peça ajuda à tripulação.',
  },
  eyebrow: 'Erro 404',
  text: 'Parece que este trecho do rio ainda não está no nosso mapa. Sem problema: a gente ajuda você a voltar para a rota.',
  imageAlt: 'Uma canoa à deriva na neblina, ao lado de uma bússola.',
  helpTitle: 'Precisa de uma mão no leme?',
  helpNavLabel: 'Links de ajuda',
} as const;
