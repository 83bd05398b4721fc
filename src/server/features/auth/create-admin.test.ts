import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv } from '#tests/sign-in.ts';
import { createAdmin } from '../../../../scripts/create-admin.ts';

describe('npm run user:create-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await createAdmin(args, {
      env: parseEnv({ ...accountTestEnv, NODE_ENV: 'test', DATA_DIR: t.dataDir }),
      connection: { db: t.app.db },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const userByEmail = (email: string) =>
    t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('creates a verified admin who can sign in', async () => {
    const result = await run(
      '--email',
      'Comandante@Rota.test',
      '--name',
      'O Comandante',
      '--password',
      'Leme-Firme-2026',
    );
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Administrador criado: comandante@rota\.test \(id \d+\)\.$/);
    const admin = await userByEmail('comandante@rota.test');
    expect(admin).toMatchObject({ name: 'O Comandante', role: '1' });
    expect(admin?.email_verified_at).not.toBeNull();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { Login: 'comandante@rota.test', Password: 'Leme-Firme-2026' },
    });
    expect(login.json().user.role).toBe('1');
  });

  it('promotes an existing account with --email alone', async () => {
    const user = await createUser(t.app.db);
    const result = await run('--email', user.email.toUpperCase());
    expect(result.code).toBe(0);
    expect(result.out).toBe(`Conta promovida a administrador: ${user.email} (id ${user.id}).`);
    expect((await userByEmail(user.email))?.role).toBe('1');
    expect((await run('--email', user.email)).out).toContain('já é administradora');
  });

  it.each([
    [[], 'Informe o email com --email.'],
    [['--emial', 'x@rota.test'], 'Opção desconhecida ou sem valor: --emial'],
    [['--email', 'nao-e-email'], '--email: Informe um email válido.'],
    [['--email', 'ninguem@rota.test'], 'Nenhuma conta com o email ninguem@rota.test.'],
    [
      ['--email', 'novo@rota.test', '--name', 'Novo'],
      'Para criar um administrador, informe --name e --password juntos.',
    ],
    [
      ['--email', 'novo@rota.test', '--name', 'Novo', '--password', 'fraca'],
      '--password: A senha deve ter pelo menos 8 caracteres.',
    ],
    [
      ['--email', 'novo@rota.test', '--name', 'Novo', '--password', 'fraquinha'],
      '--password: Sua senha é muito fraca.',
    ],
    [
      ['--email', 'novo@rota.test', '--name', ' ', '--password', 'Forte-2026!'],
      '--name: Por favor, informe seu nome.',
    ],
  ])('refuses %j with a pt-BR message and a non-zero exit', async (args, message) => {
    const result = await run(...args);
    expect(result.code).not.toBe(0);
    expect(result.err).toContain(message);
    expect(await userByEmail('novo@rota.test')).toBeUndefined();
  });
});
