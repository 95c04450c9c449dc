import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { agentLoginRequestSchema, emailSchema, newPasswordSchema } from '@/lib/contracts/auth';
import type { Database } from '../db/client';
import { storeEmployees, stores } from '../db/schema';
import { SEED_ASSOCIATE_PASSWORD } from '../db/seed/fixtures';
import { hashPassword } from '../security/password-hash';

const associateSchema = z.object({
  // The sign-in form's formats, so every associate saved here can sign in.
  storeId: agentLoginRequestSchema.shape.storeId,
  employeeId: agentLoginRequestSchema.shape.employeeId,
  name: z.string().trim().min(2).max(80).optional(),
  /** An associate runs the till; an editor previews content. New accounts are associates. */
  role: z.enum(['associate', 'editor']).optional(),
  email: emailSchema.optional(),
  // The shoppers' rules: at least 8 characters with a digit, an upper- and a lower-case letter.
  password: newPasswordSchema.refine(
    (password) => password !== SEED_ASSOCIATE_PASSWORD,
    'The demo password is public: choose another.',
  ),
});

export type AssociateInput = z.input<typeof associateSchema>;

/** A refusal to show the operator as it is; nothing was saved. */
export class StaffAccountError extends Error {}

function parse(input: AssociateInput) {
  const parsed = associateSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || 'input'}: ${issue.message.replace(/^[A-Z]+\d+: /, '')}`,
  );
  throw new StaffAccountError(problems.join('\n'));
}

/**
 * Creates a store associate or editor, or updates one, with a password of their own: `npm run
 * staff:create`; a role given replaces the account's roles. A new associate needs a name and an email; an existing one keeps theirs unless
 * given. Reseeding keeps an associate with their own password (server/db/seed/own-staff.ts).
 * Resolves to whether the associate was created.
 */
export async function saveAssociate(
  db: Database,
  input: AssociateInput,
): Promise<{ created: boolean }> {
  const parsed = parse(input);
  const { storeId, employeeId } = parsed;
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw new StaffAccountError(`Store ${storeId} does not exist.`);
  const [existing] = await db
    .select()
    .from(storeEmployees)
    .where(eq(storeEmployees.id, employeeId))
    .limit(1);
  const name = parsed.name ?? existing?.name;
  const email = parsed.email ?? existing?.email;
  if (!name || !email) throw new StaffAccountError('A new associate needs --name and --email.');
  if (email !== existing?.email) {
    const [holder] = await db
      .select({ id: storeEmployees.id })
      .from(storeEmployees)
      .where(eq(storeEmployees.email, email))
      .limit(1);
    if (holder) throw new StaffAccountError(`${email} is associate ${holder.id}'s email.`);
  }
  const values = {
    id: employeeId,
    storeId,
    name,
    email,
    passwordHash: await hashPassword(parsed.password),
    roles: parsed.role ? [parsed.role] : (existing?.roles ?? ['associate']),
  };
  await db
    .insert(storeEmployees)
    .values(values)
    .onConflictDoUpdate({ target: storeEmployees.id, set: values });
  return { created: !existing };
}
