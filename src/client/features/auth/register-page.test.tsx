/** Registration (SPEC §4.2, §5): an answer `success: false` with field errors shows them by the fields. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { pt } from '#shared/messages/pt.ts';
import RegisterPage from './register-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the field errors of an answer that is success: false', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Erro de validação. Email já cadastrado.',
        data: { email: [pt.auth.registration.emailTakenServer], name: ['Nome inválido'] },
      }),
    ),
  );
  render(
    <MemoryRouter>
      <RegisterPage />
    </MemoryRouter>,
  );
  const ui = pt.account.ui;
  fireEvent.input(screen.getByLabelText(ui.fullName), { target: { value: 'Iara Tapajós' } });
  fireEvent.input(screen.getByLabelText(ui.email), { target: { value: 'iara@example.com' } });
  fireEvent.input(screen.getByLabelText(ui.password, { exact: true }), { target: { value: 'Abcdefgh1!' } });
  fireEvent.input(screen.getByLabelText(ui.confirmPassword), { target: { value: 'Abcdefgh1!' } });
  fireEvent.click(screen.getByRole('button', { name: ui.registerSubmit }));

  await screen.findByText(pt.auth.registration.emailTaken);
  await waitFor(() => expect(screen.getByText('Nome inválido')).toBeTruthy());
  expect(screen.getByRole('alert').textContent).toContain('Erro de validação. Email já cadastrado.');
});
