import type { CountryItem, DistributorItem, SessionUser } from '@academy/domain';

/**
 * The countries and distributors the pickers offer the asker, mirroring the server's scope
 * (docs/conventions.md, Access scope): a master has his own distributor, a tsm of type BR the Brazilian
 * distributors he follows, a tsm of type LAAM his countries; an admin everything. The server
 * refuses anything else anyway; this only spares the asker choices that would fail.
 */
export interface AskerScope {
  countries(all: readonly CountryItem[]): CountryItem[];
  distributors(all: readonly DistributorItem[]): DistributorItem[];
}

const everything: AskerScope = { countries: (all) => [...all], distributors: (all) => [...all] };

export function askerScopeOf(user: SessionUser): AskerScope {
  if (user.type === 'master') {
    const { countryId, master } = user;
    return {
      countries: (all) => all.filter((country) => countryId === null || country._id === countryId),
      distributors: (all) => all.filter((distributor) => distributor._id === master),
    };
  }
  if (user.type === 'tsm' && user.TSM) {
    const { regionType, masters, countries } = user.TSM;
    if (regionType === 'BR')
      return {
        countries: (all) => all.filter((country) => country.region === 'BR'),
        distributors: (all) => all.filter((distributor) => masters.includes(distributor._id)),
      };
    return {
      countries: (all) => all.filter((country) => countries.includes(country._id)),
      distributors: (all) => [...all],
    };
  }
  return everything;
}
