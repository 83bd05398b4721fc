import { describe, expect, it } from 'vitest';
import {
  EBOOK_DEPTH_CLAIM,
  EBOOK_LAUNCH_PRICE_CENTS,
  EBOOK_LIST_PRICE_CENTS,
  EBOOK_REFUND_DAYS_PAGE_003,
} from '../constants.ts';
import { formatCents } from '../format/money.ts';
import { sales001 } from './pt-sales-001.ts';
import { sales002 } from './pt-sales-002.ts';
import { sales003 } from './pt-sales-003.ts';

const launchPrice = formatCents(EBOOK_LAUNCH_PRICE_CENTS);
const listPrice = formatCents(EBOOK_LIST_PRICE_CENTS);

describe('the sales pages copy agrees with SPEC §9', () => {
  it('quotes the offer prices wherever it names them', () => {
    expect(listPrice).toBe('R$ 67,00');
    expect(launchPrice).toBe('R$ 39,90');
    for (const copy of [sales001, sales002]) {
      expect(copy.meta.description).toContain(`De ${listPrice} por ${launchPrice}`);
    }
    expect(sales003.meta.description).toContain(launchPrice);
    const paymentAnswer = sales003.faq.items.find((item) => item.question.includes('pagamento'));
    expect(paymentAnswer?.answer).toContain(launchPrice);
  });

  it('guarantees 7 days on 003 and a full refund without a period on 001 and 002', () => {
    const days = `${EBOOK_REFUND_DAYS_PAGE_003} dias`;
    expect(sales003.guarantee.title).toContain(days);
    expect(sales003.guarantee.text).toContain(days);
    for (const copy of [sales001, sales002]) {
      expect(copy.guarantee.text).toMatch(/devolvemos (todo o valor|o valor integral)/);
      expect(`${copy.guarantee.title} ${copy.guarantee.text}`).not.toMatch(/\d+\s*dias/);
    }
  });

  it('claims experiences up to 3x deeper on 002, in its hero and its bonus block', () => {
    expect(sales002.hero.title).toContain(EBOOK_DEPTH_CLAIM);
    expect(sales002.bonus.claim).toContain(EBOOK_DEPTH_CLAIM);
  });

  it('gives 001 six previews: contents, four introduction pages and the back cover', () => {
    expect(sales001.previews).toEqual(['contents', 'intro1', 'intro2', 'intro3', 'intro4', 'backCover']);
  });
});
