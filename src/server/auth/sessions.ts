// Sign-in sessions and their refresh tokens. A session is one refresh-token family: each
// refresh marks the presented token used and issues the next one; presenting a used token
// again means it was stolen (or replayed), so the whole session is revoked (OAuth 2.0 BCP,
// refresh token rotation with reuse detection).
import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_SECONDS } from '../../shared/protocol';
import { randomToken, sha256Hex } from '../crypto';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import type { RoleVersion } from './roles';

/** Why a session was ended; 'password-changed': the user changed the password in another session. */
export type RevokeReason = 'logout' | 'refresh-reuse' | 'password-changed';

export interface NewSession {
  sessionId: string;
  signingKey: string;
  refreshToken: string;
}

async function issueRefreshToken(tx: Db | Tx, sessionId: string, nowMs: number): Promise<string> {
  const token = randomToken(32);
  await tx
    .insertInto('refresh_tokens')
    .values({ session_id: sessionId, token_hash: sha256Hex(token), expires_at: new Date(nowMs + REFRESH_TOKEN_SECONDS * 1000) })
    .execute();
  return token;
}

export function createSession(db: Db, user: { userId: number; tenantId: string }, nowMs: number): Promise<NewSession> {
  return inTransaction(db, async (tx) => {
    const sessionId = randomUUID();
    const signingKey = randomToken(32);
    await tx
      .insertInto('auth_sessions')
      .values({
        id: sessionId,
        user_id: user.userId,
        tenant_id: user.tenantId,
        signing_key: signingKey,
        created_at: new Date(nowMs),
        revoked_at: null,
        revoke_reason: null,
      })
      .execute();
    return { sessionId, signingKey, refreshToken: await issueRefreshToken(tx, sessionId, nowMs) };
  });
}

export async function revokeSession(db: Db | Tx, sessionId: string, reason: RevokeReason, nowMs: number): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date(nowMs), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of the user but one (the password change keeps the session that made it). */
export async function revokeOtherSessions(db: Db | Tx, userId: number, keepSessionId: string, reason: RevokeReason, nowMs: number): Promise<number> {
  const revoked = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date(nowMs), revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return revoked.length;
}

export type RotateResult =
  | { ok: true; sessionId: string; userId: number; tenantId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked'; revokeReason?: string | null };

export function rotateRefreshToken(db: Db, presented: string, nowMs: number): Promise<RotateResult> {
  return inTransaction(db, async (tx): Promise<RotateResult> => {
    const row = await tx
      .selectFrom('refresh_tokens as r')
      .innerJoin('auth_sessions as s', 's.id', 'r.session_id')
      .select(['r.id', 'r.used_at', 'r.expires_at', 's.id as session_id', 's.user_id', 's.tenant_id', 's.revoked_at', 's.revoke_reason'])
      .where('r.token_hash', '=', sha256Hex(presented))
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'revoked', revokeReason: row.revoke_reason };
    if (row.used_at) {
      await revokeSession(tx, row.session_id, 'refresh-reuse', nowMs);
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at.getTime() <= nowMs) return { ok: false, reason: 'expired' };
    // the condition on used_at makes two concurrent refreshes with one token count as reuse
    const marked = await tx
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(nowMs) })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!marked) {
      await revokeSession(tx, row.session_id, 'refresh-reuse', nowMs);
      return { ok: false, reason: 'reused' };
    }
    const refreshToken = await issueRefreshToken(tx, row.session_id, nowMs);
    return { ok: true, sessionId: row.session_id, userId: row.user_id, tenantId: row.tenant_id, refreshToken };
  });
}

export interface SessionRow {
  id: string;
  userId: number;
  tenantId: string;
  signingKey: string;
  revokedAt: Date | null;
  revokeReason: string | null;
  account: string;
  userName: string;
  enabled: boolean;
  /** the user still holds a published or handed-out password (admin_users.must_change_password) */
  mustChangePassword: boolean;
  /** the user's role as the rights check reads it (issue 36) */
  role: RoleVersion | null;
}

export async function loadSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('admin_users as u', 'u.id', 's.user_id')
    // the role and its stamp ride on the session's own lookup: rights changed by another admin
    // apply at the next call (auth/roles.ts)
    .select([
      'u.role_id',
      'u.role_stamp',
      's.id',
      's.user_id',
      's.tenant_id',
      's.signing_key',
      's.revoked_at',
      's.revoke_reason',
      'u.account',
      'u.user_name',
      'u.enabled',
      'u.must_change_password',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      tenantId: row.tenant_id,
      signingKey: row.signing_key,
      revokedAt: row.revoked_at,
      revokeReason: row.revoke_reason,
      account: row.account,
      userName: row.user_name,
      enabled: row.enabled,
      mustChangePassword: row.must_change_password,
      role: row.role_id === null ? null : { id: row.role_id, stamp: row.role_stamp },
    }
  );
}

/** The message key that tells a user why a session is gone. */
export const revokedMessage = (revokeReason: string | null | undefined) =>
  revokeReason === 'refresh-reuse' ? 'auth.sessionRevoked' : revokeReason === 'password-changed' ? 'auth.passwordChanged' : 'auth.sessionEnded';
