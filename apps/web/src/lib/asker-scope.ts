import type { CountryItem, DistributorItem, SessionUser } from '@academy/domain';

/**
 * The countries and distributors the pickers offer the asker: those of his scope, as the server
 * answers them with his session (`SessionUser.scope`, decision 0031), so the rule of who sees what
 * lives on the server alone. The server refuses anything else anyway; this only spares the asker
 * choices that would fail.
 */
export interface AskerScope {
  countries(all: readonly CountryItem[]): CountryItem[];
  distributors(all: readonly DistributorItem[]): DistributorItem[];
}

/** The items of `all` whose ids are in `ids`; all of them when `ids` is null (an admin). */
const within =
  (ids: readonly string[] | null) =>
  <T extends { _id: string }>(all: readonly T[]): T[] =>
    ids === null ? [...all] : all.filter((item) => ids.includes(item._id));

export const askerScopeOf = ({ scope }: Pick<SessionUser, 'scope'>): AskerScope => ({
  countries: within(scope.countries),
  distributors: within(scope.distributors),
});
