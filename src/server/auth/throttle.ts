// The password-guess throttle of sign-in, unlock and the password change.
//
// Every attempt is COUNTED BEFORE the password is hashed, atomically, so parallel guesses
// cannot slip past a check that has not seen the others yet (the old throttle checked first and
// wrote the failure after scrypt: 300 parallel guesses got 130 answers against a limit of 5).
//
// Three budgets, each a burst of B attempts in a window W, refilled at B per W (one every W/B):
//
//   account at one address   5 in 5 min (then 1 a minute)     the usual lock of one guesser
//   account, any address    20 in 5 min (then 1 every 15 s)   guessers spread over addresses
//   address, any account    50 in 5 min (then 1 every 6 s)    one address spraying accounts
//
// Why these: 5 wrong tries are plenty for a person who mistypes, and the sixth waits only a
// minute (the old rule's answer, "try again in 60 seconds"). One attacking address exhausts
// only its own budget for the account, so the real administrator signing in from anywhere else
// is not locked out by it (the old per-account lock was: 5 wrong tries a minute from anywhere
// kept the account closed for everyone, for ever). The account-wide budget of 20 (four
// addresses' worth) still closes the account for everyone when guesses come from many
// addresses; a distributed attack can keep it closed, but only by spending its guesses at 4 a
// minute. 50 per address across accounts lets a school's shared NAT address sign in its
// administrators while a spray from it over many accounts stops within a few minutes.
// IPv6 addresses count by their /64, which one host usually owns whole.
//
// The budgets are GCRA counters (one row a key in sign_in_throttle holding the time its budget
// is used up to, "tat"): an attempt is allowed when max(tat, now) + W/B ≤ now + W, and then tat
// moves to that value. One INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING per key does the
// test and the count together: PostgreSQL runs it under the row's lock, so concurrent attempts
// on one key (from any number of API processes) queue on the row and each sees the previous
// one's count; PGlite runs one statement at a time anyway. The three keys are taken in one
// transaction, always in the same order (account at address, address, account), so two
// attempts never wait on each other crosswise; a refusal by any budget rolls the transaction
// back, so a refused attempt costs none of the budgets (hammering from a locked address does
// not drain the account's shared budget). A success clears the account's budgets at this
// address and account-wide and gives the attempt back to the address budget. Rows whose tat has
// passed mean "unused" and are deleted now and then.
//
// The same answer is given whether or not the tenant or account exists: the keys are made from
// what was typed.
import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';

export interface Budget {
  /** attempts allowed at once */
  burst: number;
  /** ms in which a used-up budget fills up again */
  windowMs: number;
}

export type Scope = 'accountAtAddress' | 'address' | 'account';

export const BUDGETS: Record<Scope, Budget> = {
  accountAtAddress: { burst: 5, windowMs: 5 * 60_000 },
  address: { burst: 50, windowMs: 5 * 60_000 },
  account: { burst: 20, windowMs: 5 * 60_000 },
};

/** The order the budgets are taken in (narrowest first; the same for every attempt). */
const ORDER: Scope[] = ['accountAtAddress', 'address', 'account'];

/** Who is guessing: the tenant and account typed (or the signed-in one) and the socket address. */
export interface Attempt {
  tenantId: string;
  account: string;
  /** request.ip (trustProxy is off: the socket's address) */
  address: string | undefined;
}

export type AttemptCheck = { allowed: true } | { allowed: false; scope: Scope; retrySeconds: number };

export const throttleKey = (account: string) => account.trim().toLowerCase();

/** An IPv4 address as is (also when IPv4-mapped), an IPv6 address as its /64. */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const clean = ip.split('%')[0].toLowerCase();
  if (!isIPv6(clean)) return clean;
  const [head, tail] = clean.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // a dotted IPv4 tail stands for two groups
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const left = groups(head);
  const right = groups(tail);
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export function keyOf(scope: Scope, a: Attempt): string {
  const tenant = a.tenantId.trim();
  const account = throttleKey(a.account);
  const address = addressKey(a.address);
  if (scope === 'accountAtAddress') return JSON.stringify(['aa', tenant, account, address]);
  if (scope === 'account') return JSON.stringify(['a', tenant, account]);
  return JSON.stringify(['ip', address]);
}

const intervalMs = (b: Budget) => b.windowMs / b.burst;

class Refusal extends Error {
  constructor(
    readonly scope: Scope,
    readonly retrySeconds: number,
  ) {
    super('throttled');
  }
}

/** Takes one attempt from a budget; undefined when allowed, else the seconds to wait. */
async function take(tx: Tx, key: string, budget: Budget, nowMs: number): Promise<number | undefined> {
  const step = intervalMs(budget);
  const now = new Date(nowMs);
  const taken = await sql<{ tat: Date }>`
    insert into sign_in_throttle as s (key, tat) values (${key}, ${new Date(nowMs + step)}::timestamptz)
    on conflict (key) do update
      set tat = greatest(s.tat, ${now}::timestamptz) + ${step}::integer * interval '1 millisecond'
      where greatest(s.tat, ${now}::timestamptz) + ${step}::integer * interval '1 millisecond' <= ${new Date(nowMs + budget.windowMs)}::timestamptz
    returning tat`.execute(tx);
  if (taken.rows.length > 0) return undefined;
  // refused: ON CONFLICT locked the row, so it is still there
  const row = await tx.selectFrom('sign_in_throttle').select('tat').where('key', '=', key).executeTakeFirstOrThrow();
  const openAt = new Date(row.tat).getTime() + step - budget.windowMs;
  return Math.max(1, Math.ceil((openAt - nowMs) / 1000));
}

/** Counts an attempt against every budget, before the password is checked. */
export async function countAttempt(db: Db, a: Attempt, nowMs: number): Promise<AttemptCheck> {
  await pruneNowAndThen(db, nowMs);
  try {
    await inTransaction(db, async (tx) => {
      for (const scope of ORDER) {
        const wait = await take(tx, keyOf(scope, a), BUDGETS[scope], nowMs);
        // throwing rolls back what the narrower budgets took
        if (wait !== undefined) throw new Refusal(scope, wait);
      }
    });
    return { allowed: true };
  } catch (e) {
    if (e instanceof Refusal) return { allowed: false, scope: e.scope, retrySeconds: e.retrySeconds };
    throw e;
  }
}

/** The right password: the account's budgets are full again and the address gets its attempt back. */
export async function attemptSucceeded(db: Db, a: Attempt): Promise<void> {
  // one row a statement, in the attempts' order, so these never wait crosswise with an attempt
  await db.deleteFrom('sign_in_throttle').where('key', '=', keyOf('accountAtAddress', a)).execute();
  const step = intervalMs(BUDGETS.address);
  await sql`update sign_in_throttle set tat = tat - ${step}::integer * interval '1 millisecond' where key = ${keyOf('address', a)}`.execute(db);
  await db.deleteFrom('sign_in_throttle').where('key', '=', keyOf('account', a)).execute();
}

const PRUNE_EVERY_MS = 60_000;
const lastPrune = new WeakMap<Db, number>();

/** Deletes rows whose budget is full again (tat passed): they mean the same as no row. */
export async function pruneThrottle(db: Db, nowMs: number): Promise<void> {
  // SKIP LOCKED: never wait for (or deadlock with) an attempt holding one of the rows
  await sql`delete from sign_in_throttle where key in (
    select key from sign_in_throttle where tat < ${new Date(nowMs)}::timestamptz limit 1000 for update skip locked)`.execute(db);
}

async function pruneNowAndThen(db: Db, nowMs: number): Promise<void> {
  const last = lastPrune.get(db);
  if (last !== undefined && nowMs >= last && nowMs - last < PRUNE_EVERY_MS) return;
  lastPrune.set(db, nowMs);
  await pruneThrottle(db, nowMs);
}
