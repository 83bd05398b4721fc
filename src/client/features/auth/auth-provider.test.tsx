import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { TRAVELLER_ROLE } from '#shared/roles.ts';
import { AuthProvider, useAuth } from './auth-provider.tsx';
import type { SessionUser } from './session-store.ts';

const traveller: SessionUser = {
  id: '5',
  name: 'Iara',
  email: 'iara@exemplo.com',
  role: TRAVELLER_ROLE,
  coins: 4,
};

let renders = 0;
let updateUser: (changes: Partial<SessionUser>) => void = () => {};

function Consumer() {
  const auth = useAuth();
  renders += 1;
  updateUser = auth.updateUser;
  return (
    <p>
      {auth.user?.name}: {auth.user?.coins}
    </p>
  );
}

beforeEach(() => {
  renders = 0;
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(traveller));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function renderSignedIn() {
  render(
    <MemoryRouter>
      <AuthProvider>
        <Consumer />
      </AuthProvider>
    </MemoryRouter>,
  );
  await screen.findByText('Iara: 4');
}

it('leaves the screens alone when the server says what the device already has', async () => {
  await renderSignedIn();
  const rendersBefore = renders;
  localStorage.setItem(STORAGE_KEYS.user, 'written before the update');

  act(() => updateUser({ name: 'Iara', coins: 4, role: TRAVELLER_ROLE }));

  expect(renders).toBe(rendersBefore);
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBe('written before the update');
});

it('shows and stores what changed', async () => {
  await renderSignedIn();

  act(() => updateUser({ name: 'Iara', coins: 9 }));

  expect(screen.getByText('Iara: 9')).toBeTruthy();
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
    ...traveller,
    coins: 9,
  });
});
