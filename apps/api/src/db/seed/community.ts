import { newId } from '../../lib/ids.js';
import type { Db } from '../client.js';
import {
  learningPathCourses,
  learningPaths,
  learningPathTeams,
  teamDistributors,
  teams,
  teamUsers,
  trainingTypes,
} from '../schema/index.js';
import type { DemoPeople } from './people.js';

/** The demo's training type; ids count from 0 (the settings screen renumbers them). */
export async function seedTrainingType(db: Db): Promise<number> {
  const id = 0;
  await db.insert(trainingTypes).values({ id, title: 'Product training' }).onConflictDoNothing();
  return id;
}

/** A team of the Brazilian distributor (its master leads, the student learns) and its learning path. */
export async function seedTeamAndPath(db: Db, people: DemoPeople, courseIds: string[]) {
  const teamId = newId();
  await db.insert(teams).values({ id: teamId, name: 'Alfa Sales Team', createdBy: people.adminId });
  await db.insert(teamUsers).values([
    { teamId, userId: people.studentId, role: 'member' },
    { teamId, userId: people.masterId, role: 'leader' },
  ]);
  await db.insert(teamDistributors).values({ teamId, distributorId: people.distributorId });

  const pathId = newId();
  await db.insert(learningPaths).values({
    id: pathId,
    title: { en: 'Network specialist', pt: 'Especialista em redes', es: 'Especialista en redes' },
    description: {
      en: 'From the first router to a working Wi-Fi deployment.',
      pt: 'Do primeiro roteador a uma rede Wi-Fi funcionando.',
      es: 'Del primer enrutador a una red Wi-Fi funcionando.',
    },
    status: 'published',
    createdBy: people.adminId,
  });
  await db
    .insert(learningPathCourses)
    .values(courseIds.map((courseId, position) => ({ learningPathId: pathId, courseId, position })));
  await db.insert(learningPathTeams).values({ learningPathId: pathId, teamId });
}
