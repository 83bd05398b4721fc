import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';

export interface NavItem {
  to: string;
  label: string;
}

/** SPEC §2.1: the top navigation menu, in this order. */
export const headerNavItems: readonly NavItem[] = [
  { to: paths.home, label: pt.nav.home },
  { to: paths.about, label: pt.nav.about },
  { to: paths.products, label: pt.nav.products },
  { to: paths.voyagesInfo, label: pt.nav.voyages },
  { to: paths.audioVoyages, label: pt.nav.audioVoyages },
  { to: paths.contact, label: pt.nav.contact },
];

/** SPEC §2.1: the footer links to /, /sobre, /produtos and /viagem. */
export const footerNavItems: readonly NavItem[] = [
  { to: paths.home, label: pt.nav.home },
  { to: paths.about, label: pt.nav.about },
  { to: paths.products, label: pt.nav.products },
  { to: paths.voyagesInfo, label: pt.nav.voyages },
];
