import type { Language, UserType } from '@academy/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { newId } from '../../lib/ids.js';
import type { Db } from '../client.js';
import { countries, distributors, states, tsmCountries, tsmDistributors, users } from '../schema/index.js';

/** Demo sign-ins, printed in the README: the admin has his own password, everyone else shares one. */
export const DEMO_ADMIN = { email: 'admin@academy.local', password: 'academy-admin' };
export const DEMO_PASSWORD = 'academy-demo';

/** Distributors by country (ISO2) and state code, as the geography data names states. */
const DEMO_DISTRIBUTORS: { country: string; state: string; name: string }[] = [
  { country: 'BR', state: 'SP', name: 'Alfa Distribuição' },
  { country: 'BR', state: 'RJ', name: 'Carioca Redes' },
  { country: 'BR', state: 'MG', name: 'Minas Conecta' },
  { country: 'BR', state: 'PR', name: 'Araucária Tecnologia' },
  { country: 'BR', state: 'RS', name: 'Pampa Sul Distribuidora' },
  { country: 'AR', state: 'B', name: 'Río de la Plata Networks' },
  { country: 'AR', state: 'X', name: 'Córdoba Conectividad' },
  { country: 'MX', state: 'CMX', name: 'Azteca Soluciones' },
  { country: 'MX', state: 'JAL', name: 'Occidente Redes' },
  { country: 'CL', state: 'RM', name: 'Andes Distribución' },
  { country: 'CO', state: 'ANT', name: 'Antioquia Telecom' },
];

export interface DemoPeople {
  adminId: string;
  masterId: string;
  studentId: string;
  /** the Brazilian distributor the master, the student and the fact user belong to */
  distributorId: string;
}

/**
 * Distributors and one user of each type (plus a registration waiting for approval).
 * `hashes` are computed once by the caller: hashing is the slow part of making users.
 */
export async function seedPeople(db: Db, hashes: { admin: string; demo: string }): Promise<DemoPeople> {
  const isos = [...new Set(DEMO_DISTRIBUTORS.map((d) => d.country))];
  const found = await db
    .select({ id: countries.id, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.iso2, isos));
  const countryId = (iso2: string) => {
    const country = found.find((row) => row.iso2 === iso2);
    if (!country) throw new Error(`demo seed: country ${iso2} is missing, seed the geography first`);
    return country.id;
  };

  const distributorRows = DEMO_DISTRIBUTORS.map((d, position) => ({
    id: newId(),
    countryId: countryId(d.country),
    state: d.state,
    name: d.name,
    position,
  }));
  await db.insert(distributors).values(distributorRows);
  const [alfa, carioca] = distributorRows;
  if (!alfa || !carioca) throw new Error('demo seed: distributors missing');

  const brazil = countryId('BR');
  // Users keep their state's name, as registration stores it; distributors keep its code.
  const [alfaState] = await db
    .select({ name: states.name })
    .from(states)
    .where(and(eq(states.countryId, brazil), eq(states.code, alfa.state)));
  const person = (
    type: UserType,
    email: string,
    name: string,
    lang: Language,
    extra: Partial<typeof users.$inferInsert> = {},
  ): typeof users.$inferInsert & { id: string } => ({
    id: newId(),
    type,
    status: 'enabled',
    email,
    name,
    lang,
    passwordHash: hashes.demo,
    countryId: brazil,
    dialCode: '+55',
    privacyAcceptedAt: new Date(),
    ...extra,
  });
  const inAlfa = { distributorId: alfa.id, state: alfaState?.name ?? null, city: 'São Paulo' };
  const admin = person('admin', DEMO_ADMIN.email, 'Ana Admin', 'en', { passwordHash: hashes.admin });
  const tsmBr = person('tsm', 'tsm.br@academy.local', 'Bruno Souza', 'pt', {
    tsmRegionType: 'BR',
  });
  const tsmLaam = person('tsm', 'tsm.laam@academy.local', 'Lucía Fernández', 'es', {
    tsmRegionType: 'LAAM',
    countryId: countryId('AR'),
    dialCode: '+54',
  });
  const master = person('master', 'master@academy.local', 'Marcos Alfa', 'pt', inAlfa);
  const student = person('student', 'student@academy.local', 'Sofia Lima', 'pt', inAlfa);
  const fact = person('fact', 'fact@academy.local', 'Felipe Costa', 'pt', inAlfa);
  const pending = person('student', 'pending@academy.local', 'Paula Nunes', 'pt', {
    ...inAlfa,
    status: 'pending',
  });
  await db.insert(users).values([admin, tsmBr, tsmLaam, master, student, fact, pending]);

  await db.insert(tsmDistributors).values([
    { tsmId: tsmBr.id, distributorId: alfa.id },
    { tsmId: tsmBr.id, distributorId: carioca.id },
  ]);
  await db
    .insert(tsmCountries)
    .values(['AR', 'MX', 'CL'].map((iso2) => ({ tsmId: tsmLaam.id, countryId: countryId(iso2) })));

  return { adminId: admin.id, masterId: master.id, studentId: student.id, distributorId: alfa.id };
}
