import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { comparable } from '#client/lib/same-markup.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import { HighlightedVoyageList } from './highlighted-voyage-list.tsx';
import {
  LIVE_VOYAGES_SELECTOR,
  parseHighlightedVoyages,
  showHighlightedVoyages,
} from './live-highlighted-voyages.ts';

function voyage(overrides: Partial<HighlightedVoyage> = {}): HighlightedVoyage {
  return {
    id: 'encontro-das-aguas',
    title: 'Encontro das Águas',
    description: 'Onde o Negro e o Solimões correm lado a lado sem se misturar.',
    theme_color: 'teal',
    icon: 'waves',
    slug: 'encontro-das-aguas',
    svg_image: '/media/voyages/encontro-das-aguas.svg',
    image: null,
    ...overrides,
  };
}

const build = [
  voyage(),
  voyage({
    id: '2',
    slug: 'silencio-do-igapo',
    title: 'Silêncio do Igapó',
    icon: 'trees',
    theme_color: 'green',
  }),
];

/** A list as the build prerenders it. */
function prerender(
  voyages: HighlightedVoyage[],
  props: { selectedSlug?: string; eagerFirstImage?: boolean } = {},
) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<HighlightedVoyageList voyages={voyages} {...props} />);
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("the voyage card's plain-DOM twin", () => {
  const variants: [string, HighlightedVoyage[], { selectedSlug?: string; eagerFirstImage?: boolean }][] = [
    ['the home page', build, {}],
    [
      'a selected voyage, its image first',
      build,
      { selectedSlug: 'silencio-do-igapo', eagerFirstImage: true },
    ],
    [
      'no image, an unknown icon and colour',
      [voyage({ svg_image: null, icon: 'barco', theme_color: 'green' })],
      {},
    ],
    [
      'a photo instead of a drawing, a moon',
      [voyage({ svg_image: null, image: '/uploads/images/a.webp', icon: 'moon' })],
      {},
    ],
  ];

  it.each(variants)('draws what React draws: %s', (_name, voyages, props) => {
    const root = prerender(voyages, props);
    const list = root.querySelector<HTMLElement>(LIVE_VOYAGES_SELECTOR);
    if (!list) throw new Error('no list');
    const prerendered = comparable(list);
    // The island redraws the same voyages: nothing changes, and the markup is React's.
    expect(showHighlightedVoyages(root, voyages)).toBe(0);
    list.replaceChildren();
    expect(showHighlightedVoyages(root, voyages)).toBe(1);
    expect(list.querySelectorAll('li')).toHaveLength(voyages.length);
    expect(comparable(list).isEqualNode(prerendered)).toBe(true);
  });
});

describe('the live highlighted voyages', () => {
  it('draw a voyage published after the build, and keep the selection', () => {
    const root = prerender(build, { selectedSlug: 'encontro-das-aguas' });
    const live = [
      ...build,
      voyage({
        id: '9',
        slug: 'noite-no-anavilhanas',
        title: 'Noite no Anavilhanas',
        icon: 'moon',
        svg_image: null,
      }),
    ];
    expect(showHighlightedVoyages(root, live)).toBe(1);
    const titles = [...root.querySelectorAll(`${LIVE_VOYAGES_SELECTOR} h3`)].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Encontro das Águas', 'Silêncio do Igapó', 'Noite no Anavilhanas']);
    expect(root.querySelector('a[aria-current="page"]')?.textContent).toBe('Encontro das Águas');
    expect(root.querySelectorAll(`${LIVE_VOYAGES_SELECTOR} svg.lucide-moon`)).toHaveLength(1);
  });

  it('keep what is shown when the answer is empty', () => {
    const root = prerender(build);
    const before = root.innerHTML;
    expect(showHighlightedVoyages(root, [])).toBe(0);
    expect(root.innerHTML).toBe(before);
  });

  it('read the API answer with a small guard', () => {
    expect(
      parseHighlightedVoyages({
        success: true,
        data: [
          { id: 4, title: 'T', slug: 's', theme_color: 'roxo', icon: 'waves', svg_image: '', image: null },
        ],
      }),
    ).toEqual([
      {
        id: '4',
        title: 'T',
        description: '',
        theme_color: 'green',
        icon: 'waves',
        slug: 's',
        svg_image: null,
        image: null,
      },
    ]);
    expect(() => parseHighlightedVoyages({ success: true, data: [{ id: 4 }] })).toThrow(TypeError);
  });
});
