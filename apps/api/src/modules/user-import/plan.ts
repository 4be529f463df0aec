import {
  ASSIGNABLE_USER_TYPES,
  type CheckedImportRow,
  type ImportableType,
  type ImportRefusal,
  type ImportResult,
  type ImportRow,
  importKey,
  type Language,
} from '@academy/domain';
import type { AuthUser } from '../../lib/session-user.js';
import { type BatchLookups, type ExistingPerson, nameKey } from './lookups.js';

/** What a person becomes by a row: the fields an import sets. */
export interface ImportedFields {
  name: string;
  email: string;
  type: ImportableType;
  /** null on a new account: the academy's default; on an update: keep his own */
  lang: Language | null;
  countryId: string;
  /** the state's name, as a registration stores it; null: none (new) or keep his own (update) */
  state: string | null;
  distributorId: string;
}

export type RowPlan =
  | { line: number; outcome: 'refused'; reason: ImportRefusal }
  | { line: number; outcome: 'new'; fields: ImportedFields; teamId: string | null }
  | { line: number; outcome: 'updated'; userId: string; fields: ImportedFields; teamId: string | null }
  | { line: number; outcome: 'unchanged'; userId: string };

/** A plan as the answer gives it; `userId` once applied. */
export const resultOf = (plan: RowPlan, userId: string | null = null): ImportResult => ({
  line: plan.line,
  outcome: plan.outcome,
  reason: plan.outcome === 'refused' ? plan.reason : null,
  userId,
});

type Found<T> = { ok: true; value: T } | { ok: false; reason: ImportRefusal };
const refused = (reason: ImportRefusal) => ({ ok: false, reason }) as const;
const found = <T>(value: T) => ({ ok: true, value }) as const;

/** Staff accounts carry rights a file must not change, whoever imports it. */
const STAFF_TYPES = new Set(['admin', 'tsm']);

/** The place a row names: its distributor (in the importer's scope), that distributor's country, a state of it. */
function placeOf(
  row: ImportRow,
  lookups: BatchLookups,
  viewer: AuthUser,
  existing: ExistingPerson | undefined,
): Found<{ distributorId: string; countryId: string; state: string | null }> {
  let countryId: string | undefined;
  if (row.country !== '') {
    const key = importKey(row.country);
    countryId = lookups.countries.find((country) => country.keys.includes(key))?.id;
    if (!countryId) return refused('countryUnknown');
  }

  const ownDistributor = viewer.type === 'master' ? viewer.distributorId : null;
  const wanted = row.distributor || ownDistributor || existing?.distributorId || '';
  if (wanted === '') return refused('distributorRequired');
  const key = nameKey(wanted);
  const candidates = lookups.distributors.filter(
    (distributor) =>
      (distributor.id === wanted || nameKey(distributor.name) === key) &&
      (countryId === undefined || distributor.countryId === countryId),
  );
  const [distributor, another] = candidates;
  if (!distributor) return refused('distributorUnknown');
  if (another) return refused('distributorAmbiguous');

  if (row.state === '')
    return found({ distributorId: distributor.id, countryId: distributor.countryId, state: null });
  const stateKey = importKey(row.state);
  const state = lookups.states.find(
    (each) =>
      each.countryId === distributor.countryId &&
      (importKey(each.code) === stateKey || importKey(each.name) === stateKey),
  );
  if (!state) return refused('stateUnknown');
  return found({ distributorId: distributor.id, countryId: distributor.countryId, state: state.name });
}

/**
 * The team a row names, if any: one in the importer's scope that draws on the row's distributor
 * (a team's people are people of its distributors). A tsm or master adds people only to a team
 * of his distributors alone, as he may change only such a team (modules/teams/scope.ts).
 */
function teamOf(row: ImportRow, lookups: BatchLookups, distributorId: string): Found<string | null> {
  if (row.team === '') return found(null);
  const key = nameKey(row.team);
  const named = new Map<string, { draws: boolean; allMine: boolean }>();
  for (const link of lookups.teamLinks) {
    if (link.id !== row.team && nameKey(link.name) !== key) continue;
    const team = named.get(link.id) ?? { draws: false, allMine: true };
    if (link.distributorId === distributorId) team.draws = true;
    if (!link.mine) team.allMine = false;
    named.set(link.id, team);
  }
  if (named.size === 0) return refused('teamUnknown');
  // of two teams of one name, the one drawing on the row's distributor is meant
  const [chosen, another] = [...named].filter(([, team]) => team.draws);
  if (!chosen) return refused('teamOtherDistributor');
  if (another) return refused('teamAmbiguous');
  const [teamId, team] = chosen;
  return team.allMine ? found(teamId) : refused('outsideScope');
}

/**
 * Whether a row leaves the person of its email as he is: the same name, type and place (a blank
 * state or language keeps his own, as the update does), and already a member of its team.
 */
function changesNothing(person: ExistingPerson, fields: ImportedFields, teamId: string | null): boolean {
  return (
    person.name === fields.name &&
    person.type === fields.type &&
    person.countryId === fields.countryId &&
    person.distributorId === fields.distributorId &&
    (fields.state === null || fields.state === person.state) &&
    (fields.lang === null || fields.lang === person.lang) &&
    (teamId === null || person.teamIds.includes(teamId))
  );
}

/**
 * What one checked row does: create a person, update the one of its email, leave him as he is
 * (the same file imported again), or nothing and why.
 * An import never touches a person outside the importer's scope, nor an admin's or a tsm's account.
 */
export function planRow(
  row: ImportRow,
  checked: CheckedImportRow,
  lookups: BatchLookups,
  viewer: AuthUser,
): RowPlan {
  const { line } = row;
  const existing = lookups.people.find((person) => person.email === checked.email);
  if (existing && STAFF_TYPES.has(existing.type)) return { line, outcome: 'refused', reason: 'staffAccount' };
  if (existing && !existing.mine) return { line, outcome: 'refused', reason: 'outsideScope' };
  // the same types as the user form lets the importer give (a master gives student and fact)
  const assignable: readonly string[] = ASSIGNABLE_USER_TYPES[viewer.type];
  if (!assignable.includes(checked.type) || (existing && !assignable.includes(existing.type)))
    return { line, outcome: 'refused', reason: 'typeNotAllowed' };

  const place = placeOf(row, lookups, viewer, existing);
  if (!place.ok) return { line, outcome: 'refused', reason: place.reason };
  const team = teamOf(row, lookups, place.value.distributorId);
  if (!team.ok) return { line, outcome: 'refused', reason: team.reason };

  const fields: ImportedFields = { ...checked, ...place.value };
  if (!existing) return { line, outcome: 'new', fields, teamId: team.value };
  if (changesNothing(existing, fields, team.value))
    return { line, outcome: 'unchanged', userId: existing.id };
  return { line, outcome: 'updated', userId: existing.id, fields, teamId: team.value };
}
