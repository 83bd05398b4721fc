/** SPEC §9: 'Passagem' for one, 'Passagens' for more than one (and for none). */
export function passagemLabel(count: number): 'Passagem' | 'Passagens' {
  return count === 1 ? 'Passagem' : 'Passagens';
}

/** '1 Passagem', '3 Passagens'. */
export function formatPassagens(count: number): string {
  return `${count} ${passagemLabel(count)}`;
}
