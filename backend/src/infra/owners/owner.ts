import { and, eq, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import { type PgColumn } from 'drizzle-orm/pg-core';
import { type FastifyRequest } from 'fastify';

/**
 * Who owns a golfer's alerts, browsers, contacts and messages: their account once they sign in,
 * until then the browser's access grant (docs/decisions.md,
 * "Signing in moves a browser's things to the account").
 */
export interface Owner {
  userId: string | null;
  grantId: string | null;
}

/** The caller of a request: the signed-in account, else the access grant of the browser. */
export function ownerOf(request: FastifyRequest): Owner {
  return { userId: request.user?.userId ?? null, grantId: request.accessGrant?.grantId ?? null };
}

/** The owner columns a new row gets. */
export function ownerColumns(owner: Owner): {
  ownerUserId: string | null;
  ownerGrantId: string | null;
} {
  return { ownerUserId: owner.userId, ownerGrantId: owner.grantId };
}

type OwnedTable = { ownerUserId: PgColumn; ownerGrantId: PgColumn };

/** An account's rows. A placeholder keeps the condition fit for a prepared statement. */
export function ownedByAccount(table: OwnedTable, userId: string | Placeholder): SQL {
  return eq(table.ownerUserId, userId);
}

/** A grant's rows not yet moved to an account. */
export function ownedByGrant(table: OwnedTable, grantId: string | Placeholder): SQL {
  return and(eq(table.ownerGrantId, grantId), isNull(table.ownerUserId))!;
}

/**
 * The rows of an owner: an account's, or a grant's not yet moved to an account. A request with
 * neither matches nothing.
 */
export function ownedBy(table: OwnedTable, owner: Owner): SQL {
  if (owner.userId) return ownedByAccount(table, owner.userId);
  if (owner.grantId) return ownedByGrant(table, owner.grantId);
  return eq(table.ownerGrantId, '00000000-0000-0000-0000-000000000000');
}

/** A stable key for per-owner rate limits and job ids. */
export function ownerKey(owner: Owner): string {
  return owner.userId ? `user:${owner.userId}` : `grant:${owner.grantId ?? 'none'}`;
}
