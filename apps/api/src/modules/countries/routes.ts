import { countryCalls } from '@academy/domain';
import type { FastifyRequest } from 'fastify';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import {
  countDistributorUsers,
  getDistributor,
  listDistributors,
  removeDistributor,
  saveDistributor,
} from './distributors.js';
import {
  findCountryByName,
  getCountry,
  getDialCode,
  listCities,
  listCountries,
  listStates,
  saveCountry,
} from './service.js';

// Registration needs countries, states and distributors before anyone signs in.
const PUBLIC = { access: 'public' } as const;
const ADMIN = { access: ['admin'] } as const;

/** Admins manage distributors, so they also see the disabled ones. */
const viewOf = (request: FastifyRequest) => ({ includeDisabled: request.auth?.user.type === 'admin' });

export const countriesRoutes: RoutesPlugin = (app, { db }) => {
  route(app, countryCalls.list, PUBLIC, async () => listCountries(db));

  route(app, countryCalls.get, PUBLIC, async (request) => getCountry(db, request.params.id));

  route(app, countryCalls.listStates, PUBLIC, async (request) => listStates(db, request.query.countryId));

  route(app, countryCalls.listCities, PUBLIC, async (request) => listCities(db, request.query.stateId));

  route(app, countryCalls.dialCode, PUBLIC, async (request) => getDialCode(db, request.query.countryId));

  route(app, countryCalls.findByName, PUBLIC, async (request) => findCountryByName(db, request.query.name));

  route(app, countryCalls.save, ADMIN, async (request) => saveCountry(db, request.body));

  route(app, countryCalls.listDistributors, PUBLIC, async (request) =>
    listDistributors(db, request.params.countryID, request.query, viewOf(request)),
  );

  route(app, countryCalls.getDistributor, PUBLIC, async (request) =>
    getDistributor(db, request.params.countryID, request.params.id, viewOf(request)),
  );

  route(app, countryCalls.saveDistributor, ADMIN, async (request) => saveDistributor(db, request.body));

  route(app, countryCalls.distributorUsers, ADMIN, async (request) =>
    countDistributorUsers(db, request.params.countryID, request.params.id),
  );

  route(app, countryCalls.removeDistributor, ADMIN, async (request) =>
    removeDistributor(db, request.params.countryID, request.params.id),
  );
};
