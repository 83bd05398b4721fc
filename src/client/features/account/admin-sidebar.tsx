import BookMarked from 'lucide-react/icons/book-marked';
import BookOpen from 'lucide-react/icons/book-open';
import ChartColumn from 'lucide-react/icons/chart-column';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { NavLink } from 'react-router';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { sessions } from '#shared/messages/pt-sessions.ts';
import { adminVoyageRoutePatterns, paths } from '#shared/paths.ts';

/**
 * The layout's parts only the staff sees. The app layout loads them for admins only, so a
 * traveller's screens never download the console's texts (docs/architecture/frontend.md).
 */
export function AdminRoleLabel() {
  return adminUi.travellers.roleAdmin;
}

/** The staff console's links in the sidebar (docs/architecture/admin.md); the server checks the role on every call. */
export function AdminSidebarLinks({ linkClass }: { linkClass: string }) {
  return (
    <>
      <li>
        <NavLink to={paths.admin} end className={linkClass}>
          <LayoutDashboard aria-hidden="true" className="size-5" />
          {adminUi.nav}
        </NavLink>
      </li>
      <li>
        <NavLink to={adminVoyageRoutePatterns.list} className={linkClass}>
          <BookMarked aria-hidden="true" className="size-5" />
          {adminUi.voyagesNav}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.adminProducts} className={linkClass}>
          <ShoppingBag aria-hidden="true" className="size-5" />
          {adminUi.products.nav}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.adminAnalytics} className={linkClass}>
          <ChartColumn aria-hidden="true" className="size-5" />
          {adminUi.analytics.nav}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.adminSignIns} className={linkClass}>
          <ShieldAlert aria-hidden="true" className="size-5" />
          {sessions.console.navLabel}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.sendEbook} className={linkClass}>
          <BookOpen aria-hidden="true" className="size-5" />
          {adminUi.sendEbookNav}
        </NavLink>
      </li>
    </>
  );
}
