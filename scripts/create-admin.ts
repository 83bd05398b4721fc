/**
 * `npm run user:create-admin -- --email E --name N --password P` creates an admin (role '1');
 * `npm run user:create-admin -- --email E` promotes an existing account. Non-zero exit on bad input.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { connectDatabase, type DatabaseConnection } from '#server/db/connection.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { type Env, EnvError, env as loadEnv } from '#server/env.ts';
import { hashPassword } from '#server/features/auth/password-hash.ts';
import { findUserByEmail, insertUser, setUserRole } from '#server/features/auth/user.repository.ts';
import { pt } from '#shared/messages/pt.ts';
import { ADMIN_ROLE } from '#shared/roles.ts';
import { emailField, newPasswordField, USER_NAME_MAX_LENGTH } from '#shared/schemas/auth.ts';

/** The command's own texts (operator-facing; they never reach the browser bundle). */
const messages = {
  usage: [
    'Uso:',
    '  npm run user:create-admin -- --email EMAIL --name NOME --password SENHA   cria um administrador',
    '  npm run user:create-admin -- --email EMAIL                                promove uma conta existente',
  ].join('\n'),
  badArguments: (option: string) => `Opção desconhecida ou sem valor: ${option}`,
  emailMissing: 'Informe o email com --email.',
  invalid: (field: string, message: string) => `${field}: ${message}`,
  partialCreation: 'Para criar um administrador, informe --name e --password juntos.',
  noAccount: (email: string) =>
    `Nenhuma conta com o email ${email}. Para criar um administrador, informe também --name e --password.`,
  created: (email: string, id: number) => `Administrador criado: ${email} (id ${id}).`,
  promoted: (email: string, id: number) => `Conta promovida a administrador: ${email} (id ${id}).`,
  alreadyAdmin: (email: string) => `A conta ${email} já é administradora. Nada mudou.`,
  otherFieldsIgnored: 'A conta já existe: --name e --password foram ignorados (a senha não mudou).',
};

export interface CreateAdminDependencies {
  env?: Env;
  /** An open database (tests); otherwise env.DATABASE_URL is opened, migrated and closed. */
  connection?: Pick<DatabaseConnection, 'db'>;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

const nameField = z
  .string()
  .trim()
  .min(1, pt.auth.account.nameRequired)
  .max(USER_NAME_MAX_LENGTH, pt.auth.registration.nameTooLong);

function firstIssue(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Runs the command; answers the process exit code. */
export async function createAdmin(
  args: string[],
  dependencies: CreateAdminDependencies = {},
): Promise<number> {
  const out = dependencies.out ?? ((line) => console.log(line));
  const err = dependencies.err ?? ((line) => console.error(line));

  let values: { email?: string; name?: string; password?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // node:util's message is English; name the offending option instead.
    const option = /'(-[^']*)'/.exec(error instanceof Error ? error.message : '')?.[1];
    err(messages.badArguments(option ?? args.join(' ')));
    err(messages.usage);
    return 2;
  }

  if (!values.email) {
    err(messages.emailMissing);
    err(messages.usage);
    return 2;
  }
  const email = emailField(pt.auth.recovery.emailRequired, pt.auth.registration.invalidEmail).safeParse(
    values.email,
  );
  if (!email.success) {
    err(messages.invalid('--email', firstIssue(email) ?? ''));
    return 2;
  }
  const creating = values.name !== undefined || values.password !== undefined;

  let env: Env;
  try {
    env = dependencies.env ?? loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
  const connection = dependencies.connection ?? connectDatabase(env.DATABASE_URL);
  try {
    if (!dependencies.connection) await migrateToLatest(connection.db);
    const now = new Date().toISOString();
    const existing = await findUserByEmail(connection.db, email.data);

    if (existing) {
      if (creating) out(messages.otherFieldsIgnored);
      if (existing.role === ADMIN_ROLE) {
        out(messages.alreadyAdmin(existing.email));
        return 0;
      }
      await setUserRole(connection.db, existing.id, ADMIN_ROLE, now);
      out(messages.promoted(existing.email, existing.id));
      return 0;
    }

    if (!creating) {
      err(messages.noAccount(email.data));
      return 1;
    }
    if (values.name === undefined || values.password === undefined) {
      err(messages.partialCreation);
      return 2;
    }
    const name = nameField.safeParse(values.name);
    if (!name.success) {
      err(messages.invalid('--name', firstIssue(name) ?? ''));
      return 2;
    }
    const password = newPasswordField(
      pt.auth.reset.passwordRequired,
      pt.auth.reset.passwordTooShort,
    ).safeParse(values.password);
    if (!password.success) {
      err(messages.invalid('--password', firstIssue(password) ?? ''));
      return 2;
    }
    const user = await insertUser(connection.db, {
      name: name.data,
      email: email.data,
      password_hash: await hashPassword(password.data, env.PASSWORD_HASH_COST),
      role: ADMIN_ROLE,
      // The operator vouches for the address.
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    });
    out(messages.created(user.email, user.id));
    return 0;
  } finally {
    if (!dependencies.connection) await connection.db.destroy();
  }
}

if (import.meta.main) {
  process.exitCode = await createAdmin(process.argv.slice(2));
}
