/**
 * '/admin/viagens' and the routes nested under it (docs/architecture/admin.md): the staff's voyages — the
 * list, and the editor of a new or an existing voyage. Admins only; the server checks every call.
 */
import { Outlet } from 'react-router';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';

export function meta() {
  return [{ title: adminVoyagesUi.metaTitle }];
}

export default function AdminVoyagesLayout() {
  return (
    <StaffOnly>
      <Outlet />
    </StaffOnly>
  );
}
