import type { DataRequestItem, DataRequestKind, DataRequestStatus, OwnDataRequest } from '@academy/domain';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { dataRequests, users } from '../../db/schema/index.js';
import { positionTime } from '../../lib/keyset.js';

const person = alias(users, 'person');
const asker = alias(users, 'asker');
const closer = alias(users, 'closer');

/** Open and past its due date, by the database's clock, the one the queue's filter reads. */
const overdue = sql<boolean>`(${dataRequests.status} = 'open' and ${dataRequests.dueAt} < now())`;

/** The columns of a request as its person sees it. */
const ownColumns = {
  id: dataRequests.id,
  kind: dataRequests.kind,
  status: dataRequests.status,
  details: dataRequests.details,
  askedAt: dataRequests.askedAt,
  dueAt: dataRequests.dueAt,
  closedAt: dataRequests.closedAt,
  outcome: dataRequests.outcome,
  overdue,
};

interface OwnRow {
  id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  details: string;
  askedAt: Date;
  dueAt: Date;
  closedAt: Date | null;
  outcome: string | null;
  overdue: boolean;
}

interface RequestRow extends OwnRow {
  personId: string;
  personName: string;
  personEmail: string;
  askerId: string | null;
  askerName: string | null;
  closerId: string | null;
  closerName: string | null;
}

/** A person's own requests, read by `data_requests_user_idx`. */
export const selectOwnRequests = (db: Db | Tx) => db.select(ownColumns).from(dataRequests);

/**
 * Requests with their person, who recorded them and who closed them, and their keyset position
 * on (due_at, id): the queue's page and the answer of a record or a close (filtered and ordered
 * by the caller).
 */
export const selectRequests = (db: Db | Tx) =>
  db
    .select({
      ...ownColumns,
      position: positionTime(dataRequests.dueAt),
      personId: person.id,
      personName: person.name,
      personEmail: person.email,
      askerId: asker.id,
      askerName: asker.name,
      closerId: closer.id,
      closerName: closer.name,
    })
    .from(dataRequests)
    .innerJoin(person, eq(person.id, dataRequests.userId))
    .leftJoin(asker, eq(asker.id, dataRequests.askedBy))
    .leftJoin(closer, eq(closer.id, dataRequests.closedBy));

export const toOwnRequest = (row: OwnRow): OwnDataRequest => ({
  _id: row.id,
  kind: row.kind,
  status: row.status,
  details: row.details,
  askedAt: row.askedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  outcome: row.outcome,
  overdue: row.overdue,
});

const someone = (id: string | null, name: string | null) =>
  id !== null && name !== null ? { _id: id, name } : null;

export const toRequest = (row: RequestRow): DataRequestItem => ({
  ...toOwnRequest(row),
  person: { _id: row.personId, name: row.personName, email: row.personEmail },
  askedBy: someone(row.askerId, row.askerName),
  closedBy: someone(row.closerId, row.closerName),
});

/** One request as the queue shows it, or undefined. */
export async function readRequest(db: Db | Tx, id: string): Promise<DataRequestItem | undefined> {
  const [row] = await selectRequests(db).where(eq(dataRequests.id, id));
  return row && toRequest(row);
}
