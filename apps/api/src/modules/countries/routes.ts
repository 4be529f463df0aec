import {
  countryIdParams,
  countryIdQuery,
  distributorListParams,
  distributorListQuery,
  distributorParams,
  findCountryByNameQuery,
  saveCountryRequest,
  saveDistributorRequest,
  stateIdQuery,
} from '@academy/domain';
import type { FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getDistributor, listDistributors, removeDistributor, saveDistributor } from './distributors.js';
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
  app.get('/country/list', { config: PUBLIC }, () => listCountries(db));

  app.get('/country/get/:id', { schema: { params: countryIdParams }, config: PUBLIC }, (request) =>
    getCountry(db, request.params.id),
  );

  app.get('/country/listStates', { schema: { querystring: countryIdQuery }, config: PUBLIC }, (request) =>
    listStates(db, request.query.countryId),
  );

  app.get('/country/listCities', { schema: { querystring: stateIdQuery }, config: PUBLIC }, (request) =>
    listCities(db, request.query.stateId),
  );

  app.get('/country/getDialCode', { schema: { querystring: countryIdQuery }, config: PUBLIC }, (request) =>
    getDialCode(db, request.query.countryId),
  );

  app.get(
    '/country/find-by-name',
    { schema: { querystring: findCountryByNameQuery }, config: PUBLIC },
    (request) => findCountryByName(db, request.query.name),
  );

  app.post('/country/save', { schema: { body: saveCountryRequest }, config: ADMIN }, (request) =>
    saveCountry(db, request.body),
  );

  app.get(
    '/country/distributors/:countryID/list',
    { schema: { params: distributorListParams, querystring: distributorListQuery }, config: PUBLIC },
    (request) => listDistributors(db, request.params.countryID, request.query, viewOf(request)),
  );

  app.get(
    '/country/distributors/:countryID/get/:id',
    { schema: { params: distributorParams }, config: PUBLIC },
    (request) => getDistributor(db, request.params.countryID, request.params.id, viewOf(request)),
  );

  app.post(
    '/country/distributors/save',
    { schema: { body: saveDistributorRequest }, config: ADMIN },
    (request) => saveDistributor(db, request.body),
  );

  app.delete(
    '/country/distributors/:countryID/:id',
    { schema: { params: distributorParams }, config: ADMIN },
    (request) => removeDistributor(db, request.params.countryID, request.params.id),
  );
};
