/**
 * `npm run staff:create -- --store US001 --employee E20001 --name "Ada Lovelace" --email
 * ada@example.com [--role editor] [--password-stdin]`: creates a store associate (or content
 * editor), or gives an existing one a new password, in the database the environment names (DATABASE_URL, else PGlite under
 * DATA_DIR; stop a server that holds the PGlite files first). The password is asked for twice
 * without echo, or read from stdin with --password-stdin.
 */
import { parseArgs } from 'node:util';
import { getEnv } from '@/server/config/env';
import { openDatabase, targetFromEnv } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { saveAssociate, StaffAccountError } from '@/server/auth/staff-accounts';
import { promptHidden, readPasswordFromStdin } from './read-password';

const usage = `Usage: staff:create --store ID --employee ID [--name NAME] [--email EMAIL] [--role ROLE] [--password-stdin]
  --store ID          the associate's store, e.g. US001
  --employee ID       the associate's employee id, e.g. E20001 (new or existing)
  --name, --email     required for a new associate; an existing one keeps theirs unless given
  --role ROLE         associate (runs the till) or editor (previews content at /{locale}/editor);
                      new accounts are associates, an existing one keeps its role unless given
  --password-stdin    read the password from stdin instead of asking on the terminal
The password needs at least 8 characters with a digit, an upper- and a lower-case letter.`;

async function askPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readPasswordFromStdin();
  if (!process.stdin.isTTY)
    throw new StaffAccountError('No terminal to ask on: use --password-stdin.');
  const password = await promptHidden('Password: ');
  if ((await promptHidden('Password again: ')) !== password) {
    throw new StaffAccountError('The passwords differ.');
  }
  return password;
}

function parseRole(role: string | undefined): 'associate' | 'editor' | undefined {
  if (role === undefined || role === 'associate' || role === 'editor') return role;
  throw new StaffAccountError('--role is associate or editor.');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      store: { type: 'string' },
      employee: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(usage);
  if (!values.store || !values.employee)
    throw new StaffAccountError('--store and --employee are required.');
  const password = await askPassword(values['password-stdin']);
  const handle = openDatabase(targetFromEnv(getEnv()));
  try {
    await migrateDatabase(handle);
    const { created } = await saveAssociate(handle.db, {
      storeId: values.store,
      employeeId: values.employee,
      name: values.name,
      email: values.email,
      role: parseRole(values.role),
      password,
    });
    const signIn = values.role === 'editor' ? '/{locale}/editor' : '/{locale}/associate-login';
    console.log(
      `${created ? 'Created' : 'Updated'} ${values.role ?? 'account'} ${values.employee} of store ${values.store}; they sign in at ${signIn}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof StaffAccountError) console.error(usage);
  process.exitCode = 1;
});
