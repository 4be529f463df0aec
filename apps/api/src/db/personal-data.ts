import { type Column, getTableColumns, getTableName, type Table } from 'drizzle-orm';
import * as schema from './schema/index.js';

/**
 * The register of personal data (decision 0045): every column of every table, what it holds in
 * the sense of the LGPD (art. 5 I and II) and the GDPR (art. 4(1) and 9), why we keep it and for
 * how long, and per table how a row leads to the person it is about. It is the one place a
 * data-protection officer reviews, and what a person's export and erasure read to find his rows.
 * Keyed as the Drizzle schema is (its export name, then the column's property), so a table or a
 * column that is missing here, or named here and nowhere else, fails typecheck; the classification
 * test (personal-data.test.ts) holds it against the migrated database's own catalogue.
 */

/**
 * - `personal`: tells something about an identified or identifiable person: his account, what he
 *   did, or a key that leads to him. In a row about a person every column is personal, the keys
 *   of what he took included: together they tell what he did.
 * - `sensitive`: personal data of the special categories (racial or ethnic origin, religion,
 *   political opinion, union membership, health, sex life, genetic or biometric data). The
 *   academy keeps none today; a column that would must say so here before it ships.
 * - `none`: about no one: content, settings, counts over many people, a company's details.
 */
export type Kind = 'personal' | 'sensitive' | 'none';

/**
 * How long a value is kept, named by what ends it:
 * - `account`: at most while the person's account exists; his erasure deletes the row or clears
 *   the value (a staff member's name on what he did included).
 * - `kept pseudonymised`: outlives his erasure, tied then to an account that names no one (the
 *   users row stays with its id, as a removal leaves it), so that progress and scores still count
 *   in the reports.
 * - `until expiry`: deleted by a job once the row's own expiry has passed (sessions, sign-ins).
 * - `until sent`: a mail's body, gone once the mail is sent or logged.
 * - `until deleted`: content and settings, kept until staff delete them.
 * - `as its source`: computed from other rows (the kept figures), changed and deleted with them.
 * - `audit retention setting`: the audit log's retention setting.
 * - `<n> days`: a fixed time after the row was written.
 */
export type Retention =
  | 'account'
  | 'kept pseudonymised'
  | 'until expiry'
  | 'until sent'
  | 'until deleted'
  | 'as its source'
  | 'audit retention setting'
  | `${number} days`;

export interface ColumnEntry {
  kind: Kind;
  /** why we keep it, in a short English phrase */
  purpose: string;
  retention: Retention;
  /**
   * A credential or a secret, or a hash of one: never exported, logged, mailed-and-kept or shown
   * back, whether or not it is about a person.
   */
  secret?: true;
}

type Schema = typeof schema;
/** A table of the schema, by its export name in `schema/index.ts`. */
export type TableKey = { [K in keyof Schema]: Schema[K] extends Table ? K : never }[keyof Schema];
/** A column of that table, by its property in the Drizzle table. */
export type ColumnKey<T extends TableKey> = keyof Schema[T]['_']['columns'] & string;

/**
 * How a row names a person. `as`: `subject` when the row is about him (his own record, something
 * done to him or about him), `actor` when it names him as the staff member who did something to
 * others or made content (assigned by, created by). `holds`: what the column keeps of him: his user
 * id, his email address (mail is kept by address), JSON that holds his id or his details, or the
 * key of a row of another table whose own link names him.
 */
export interface PersonLink<T extends TableKey> {
  column: ColumnKey<T>;
  as: 'subject' | 'actor';
  holds: 'user id' | 'email' | 'json' | { rowOf: TableKey };
}

export interface TableEntry<T extends TableKey> {
  /** every column that leads to a person; none for a table about no one */
  people: readonly PersonLink<T>[];
  columns: { readonly [C in ColumnKey<T>]: ColumnEntry };
}

export type Register = { readonly [T in TableKey]: TableEntry<T> };

const personal = (purpose: string, retention: Retention, flags: Pick<ColumnEntry, 'secret'> = {}) => ({
  kind: 'personal' as const,
  purpose,
  retention,
  ...flags,
});
const none = (purpose: string, retention: Retention, flags: Pick<ColumnEntry, 'secret'> = {}) => ({
  kind: 'none' as const,
  purpose,
  retention,
  ...flags,
});
const SECRET = { secret: true } as const;

export const PERSONAL_DATA: Register = {
  // --- people --------------------------------------------------------------------------------
  users: {
    people: [{ column: 'id', as: 'subject', holds: 'user id' }],
    columns: {
      id: personal('the account: every record of the person points to it', 'kept pseudonymised'),
      type: personal('his role: what he sees and may do', 'kept pseudonymised'),
      status: personal('whether he may sign in (pending, enabled, disabled)', 'kept pseudonymised'),
      name: personal('shown to staff, printed on his certificates', 'account'),
      email: personal('his sign-in name and where mail reaches him', 'account'),
      passwordHash: personal('checks his password (argon2id hash)', 'account', SECRET),
      lang: personal('the language of his screens and mail', 'account'),
      avatar: personal("his profile picture's address (the bytes: files)", 'account'),
      phone: personal('a contact number for his staff', 'account'),
      dialCode: personal("his phone number's country code", 'account'),
      countryId: personal('his country: staff scope and report cells', 'kept pseudonymised'),
      state: personal('where he works, asked at registration', 'account'),
      city: personal('where he works, asked at registration', 'account'),
      region: personal('where he works, asked at registration', 'account'),
      distributorId: personal(
        'the distributor he works for: staff scope and report cells',
        'kept pseudonymised',
      ),
      categoryIndex: personal('his job category: a report filter', 'kept pseudonymised'),
      tsmRegionType: personal("a tsm's kind of scope (BR or LAAM)", 'account'),
      tsmRegions: personal("a tsm's regions", 'account'),
      privacyAcceptedAt: personal('proof he accepted the privacy policy', 'account'),
      lastLoginAt: personal('his last sign-in: staff lists, inactive accounts', 'account'),
      moderationRemindedAt: personal('when staff were reminded of his pending registration', 'account'),
      deletedAt: personal('when he was removed: the row names no one since', 'kept pseudonymised'),
      erasedAt: personal(
        'when his data was erased at his request or by the retention rules',
        'kept pseudonymised',
      ),
      createdAt: personal('when he registered: reports by period', 'kept pseudonymised'),
      updatedAt: personal('when his account last changed', 'kept pseudonymised'),
    },
  },
  tsmDistributors: {
    people: [{ column: 'tsmId', as: 'subject', holds: 'user id' }],
    columns: {
      tsmId: personal('the tsm whose scope it is', 'account'),
      distributorId: personal("a distributor in a BR tsm's scope", 'account'),
    },
  },
  tsmCountries: {
    people: [{ column: 'tsmId', as: 'subject', holds: 'user id' }],
    columns: {
      tsmId: personal('the tsm whose scope it is', 'account'),
      countryId: personal("a country in a LAAM tsm's scope", 'account'),
    },
  },
  sessions: {
    people: [
      { column: 'userId', as: 'subject', holds: 'user id' },
      { column: 'actingAsId', as: 'subject', holds: 'user id' },
    ],
    columns: {
      id: personal('the session', 'until expiry'),
      userId: personal('who signed in', 'until expiry'),
      actingAsId: personal('the person a simulation shows', 'until expiry'),
      askerSessionId: personal("the asker's own session a simulation belongs to", 'until expiry'),
      simulationMode: personal('a simulation: viewing or acting as the person', 'until expiry'),
      tokenHash: personal('finds the session from its token (SHA-256)', 'until expiry', SECRET),
      createdAt: personal('when he signed in', 'until expiry'),
      lastSeenAt: personal('the idle limit', 'until expiry'),
      expiresAt: personal('the absolute limit', 'until expiry'),
      revokedAt: personal('when he or staff signed the session out', 'until expiry'),
      ip: personal('where the sign-in came from: security review', 'until expiry'),
      userAgent: personal('the browser signed in: security review', 'until expiry'),
    },
  },
  // Not enforced yet: only a removal or an erasure deletes reset records.
  passwordResets: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      id: personal('the reset request', 'until expiry'),
      userId: personal('whose password it resets', 'until expiry'),
      codeHash: personal('checks the mailed code (hash)', 'until expiry', SECRET),
      failedTries: personal('locks the code after too many wrong tries', 'until expiry'),
      expiresAt: personal('when the code stops working', 'until expiry'),
      verifiedAt: personal('when the code was proved', 'until expiry'),
      resetTokenHash: personal('checks the one-time change token (hash)', 'until expiry', SECRET),
      usedAt: personal('when the password was changed with it', 'until expiry'),
      createdAt: personal('when the reset was asked for', 'until expiry'),
    },
  },
  userIdentities: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      id: personal('the link between a provider account and his', 'account'),
      providerId: personal('the provider he signs in with', 'account'),
      subject: personal('his identifier at the provider', 'account'),
      userId: personal('his account here', 'account'),
      createdAt: personal('when the link was made', 'account'),
    },
  },
  ssoLogins: {
    people: [{ column: 'accountId', as: 'subject', holds: 'user id' }],
    columns: {
      state: personal("the sign-in under way, also in his browser's cookie", 'until expiry', SECRET),
      providerId: personal('the provider he signs in at', 'until expiry'),
      nonce: personal("binds the provider's answer to this sign-in", 'until expiry', SECRET),
      codeVerifier: personal("PKCE: proves the code's exchange is ours", 'until expiry', SECRET),
      returnTo: personal('where he goes once signed in', 'until expiry'),
      accountId: personal('the account the provider proved, until his browser takes it', 'until expiry'),
      browserProofHash: personal(
        'SAML: the hash of the proof his browser must show to take the account',
        'until expiry',
        SECRET,
      ),
      expiresAt: personal('when the sign-in stops being accepted', 'until expiry'),
    },
  },
  // --- what people do ------------------------------------------------------------------------
  lessonProgress: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      userId: personal('the learner', 'kept pseudonymised'),
      lessonId: personal('the lesson he follows', 'kept pseudonymised'),
      courseId: personal('its course', 'kept pseudonymised'),
      progress: personal('how far he got (0 to 100)', 'kept pseudonymised'),
      detail: personal('where the player left him (seconds watched, pages seen)', 'kept pseudonymised'),
      updatedAt: personal('when he last progressed', 'kept pseudonymised'),
    },
  },
  moduleProgress: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      userId: personal('the learner', 'kept pseudonymised'),
      moduleId: personal('the module', 'kept pseudonymised'),
      courseId: personal('its course', 'kept pseudonymised'),
      progress: personal("his progress in it, from his lessons'", 'kept pseudonymised'),
      updatedAt: personal('when it last changed', 'kept pseudonymised'),
    },
  },
  courseProgress: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      userId: personal('the learner', 'kept pseudonymised'),
      courseId: personal('the course', 'kept pseudonymised'),
      progress: personal('his progress in it: lists and reports', 'kept pseudonymised'),
      startedAt: personal('when he started it', 'kept pseudonymised'),
      completedAt: personal('when he completed it', 'kept pseudonymised'),
      cycleStartedAt: personal('when a renewal reopened it', 'kept pseudonymised'),
      updatedAt: personal('when it last changed: active learners per month', 'kept pseudonymised'),
    },
  },
  examAttempts: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      id: personal('the attempt', 'kept pseudonymised'),
      userId: personal('the learner', 'kept pseudonymised'),
      courseId: personal('its course', 'kept pseudonymised'),
      moduleId: personal('its module', 'kept pseudonymised'),
      lessonId: personal('the exam', 'kept pseudonymised'),
      status: personal('open or scored', 'kept pseudonymised'),
      drawn: personal('the questions he was shown, in order', 'kept pseudonymised'),
      deadlineAt: personal('when his time runs out', 'kept pseudonymised'),
      score: personal('his correct answers', 'kept pseudonymised'),
      total: personal('the questions scored', 'kept pseudonymised'),
      passed: personal('whether he passed', 'kept pseudonymised'),
      timedOut: personal('submitted after his deadline', 'kept pseudonymised'),
      answers: personal('the answers he chose', 'kept pseudonymised'),
      createdAt: personal('when he started', 'kept pseudonymised'),
      submittedAt: personal('when he submitted', 'kept pseudonymised'),
    },
  },
  examAttemptGrants: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      userId: personal('the learner given attempts back', 'account'),
      lessonId: personal('the exam', 'account'),
      attempts: personal('attempts granted', 'account'),
      updatedAt: personal('when they were granted', 'account'),
    },
  },
  lessonPackages: {
    people: [{ column: 'uploadedBy', as: 'actor', holds: 'user id' }],
    columns: {
      id: none('the package', 'until deleted'),
      standard: none('how it is played: SCORM 1.2, 2004 or cmi5', 'until deleted'),
      title: none("its manifest's title", 'until deleted'),
      units: none('what it launches, in order', 'until deleted'),
      files: none('how many files it holds', 'until deleted'),
      bytes: none('its unpacked size', 'until deleted'),
      uploadedBy: personal('the author who uploaded it', 'until deleted'),
      createdAt: none('when it was uploaded', 'until deleted'),
    },
  },
  lessonPackageFiles: {
    people: [],
    columns: {
      packageId: none('the package', 'until deleted'),
      path: none('the path the package asks for', 'until deleted'),
      key: none('where its bytes are stored', 'until deleted'),
      size: none('its size', 'until deleted'),
    },
  },
  packageAttempts: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      id: personal('the attempt', 'kept pseudonymised'),
      userId: personal('the learner', 'kept pseudonymised'),
      courseId: personal('its course', 'kept pseudonymised'),
      lessonId: personal('the package lesson', 'kept pseudonymised'),
      packageId: personal('the package he played', 'kept pseudonymised'),
      registration: personal("cmi5's registration of the attempt", 'kept pseudonymised'),
      completion: personal('whether he completed it', 'kept pseudonymised'),
      success: personal('whether he passed it', 'kept pseudonymised'),
      score: personal('his score', 'kept pseudonymised'),
      seconds: personal('the time he spent in it', 'kept pseudonymised'),
      createdAt: personal('when he started', 'kept pseudonymised'),
      updatedAt: personal('when he last played it', 'kept pseudonymised'),
      endedAt: personal('when the attempt ended', 'kept pseudonymised'),
    },
  },
  packageUnitData: {
    people: [{ column: 'attemptId', as: 'subject', holds: { rowOf: 'packageAttempts' } }],
    columns: {
      attemptId: personal('the attempt', 'kept pseudonymised'),
      unitId: personal('the unit he played', 'kept pseudonymised'),
      cmi: personal(
        'what the package kept of him: where he was, its answers and scores, to resume',
        'kept pseudonymised',
      ),
      outcome: personal('how far he got in the unit and his result in it', 'kept pseudonymised'),
      updatedAt: personal('when it was last saved', 'kept pseudonymised'),
    },
  },
  cmi5Sessions: {
    people: [{ column: 'attemptId', as: 'subject', holds: { rowOf: 'packageAttempts' } }],
    columns: {
      id: personal('the launch', 'kept pseudonymised'),
      sessionId: personal("cmi5's session id its statements name", 'kept pseudonymised'),
      attemptId: personal('the attempt', 'kept pseudonymised'),
      unitId: personal('the unit launched', 'kept pseudonymised'),
      tokenHash: personal(
        "checks the unit's statements (sha-256 of its token)",
        'kept pseudonymised',
        SECRET,
      ),
      fetchHash: personal('lets the unit fetch its token once (sha-256)', 'kept pseudonymised', SECRET),
      verbs: personal('what the unit reported, in order', 'kept pseudonymised'),
      createdAt: personal('when he launched it', 'kept pseudonymised'),
      terminatedAt: personal('when the unit ended', 'kept pseudonymised'),
    },
  },
  cmi5Statements: {
    people: [{ column: 'sessionId', as: 'subject', holds: { rowOf: 'cmi5Sessions' } }],
    columns: {
      id: personal('the statement', 'kept pseudonymised'),
      sessionId: personal('the launch that sent it', 'kept pseudonymised'),
      verb: personal('what it reports', 'kept pseudonymised'),
      statement: personal(
        'the statement as the unit sent it (the learner named by his id only)',
        'kept pseudonymised',
      ),
      storedAt: personal('when it came', 'kept pseudonymised'),
    },
  },
  ratings: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      userId: personal('the learner who rated', 'kept pseudonymised'),
      lessonId: personal('the lesson rated', 'kept pseudonymised'),
      value: personal("his rating (1 to 5): the lesson's average", 'kept pseudonymised'),
      createdAt: personal('when he rated', 'kept pseudonymised'),
      updatedAt: personal('when he changed it', 'kept pseudonymised'),
    },
  },
  certificates: {
    people: [
      { column: 'userId', as: 'subject', holds: 'user id' },
      { column: 'issuedBy', as: 'actor', holds: 'user id' },
      { column: 'revokedBy', as: 'actor', holds: 'user id' },
    ],
    columns: {
      id: personal('the certificate', 'kept pseudonymised'),
      userId: personal('its holder', 'kept pseudonymised'),
      courseId: personal('the course it certifies', 'kept pseudonymised'),
      lessonId: personal('the exam that issued it', 'kept pseudonymised'),
      kind: personal('course, lesson or custom', 'kept pseudonymised'),
      code: personal('what anyone verifies it by: printed on it', 'kept pseudonymised'),
      // erasure keeps it verifiable with his initials, or revokes it (issue 26, point 3)
      holderName: personal('the name it prints', 'account'),
      lang: personal('the language it prints in', 'kept pseudonymised'),
      title: personal('what it certifies', 'kept pseudonymised'),
      data: personal("a custom certificate's text fields, which may name him", 'account'),
      issuedBy: personal('the admin who issued a custom one', 'account'),
      issuedAt: personal('when it was issued', 'kept pseudonymised'),
      expiresAt: personal('when it stops being valid', 'kept pseudonymised'),
      expiryNoticeAt: personal('when he was told it ends soon', 'kept pseudonymised'),
      revokedAt: personal('when it was revoked', 'kept pseudonymised'),
      lapsedAt: personal('when it was found ended: figures stop counting it', 'kept pseudonymised'),
      revokedReason: personal('why it was revoked, as staff wrote it', 'account'),
      revokedBy: personal('who revoked it', 'account'),
      renewsId: personal('the certificate it renews', 'kept pseudonymised'),
      renewedAt: personal('when a renewal replaced it', 'kept pseudonymised'),
      version: personal('the course version it was issued for', 'kept pseudonymised'),
    },
  },
  certificationHoldings: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      userId: personal('the certified person', 'as its source'),
      kind: personal('a course or a learning path', 'as its source'),
      itemId: personal('what he is certified for', 'as its source'),
      distributorId: personal('his distributor: the status page and reports', 'as its source'),
      expiresAt: personal('when his certificate expires', 'as its source'),
      endsAt: personal('when he stops being certified', 'as its source'),
    },
  },
  assignments: {
    people: [
      { column: 'userId', as: 'subject', holds: 'user id' },
      { column: 'assignedBy', as: 'actor', holds: 'user id' },
    ],
    columns: {
      id: personal('the assignment', 'kept pseudonymised'),
      userId: personal('the person assigned', 'kept pseudonymised'),
      courseId: personal('the course assigned', 'kept pseudonymised'),
      pathId: personal('the learning path assigned', 'kept pseudonymised'),
      ruleId: personal('the rule that assigned it', 'kept pseudonymised'),
      assignedBy: personal('the staff member who assigned it', 'account'),
      assignedAt: personal('when it was assigned', 'kept pseudonymised'),
      dueOn: personal('when it is due: the compliance report', 'kept pseudonymised'),
      startedAt: personal('when he started', 'kept pseudonymised'),
      completedAt: personal('when he completed it', 'kept pseudonymised'),
      withdrawnAt: personal('when it was withdrawn', 'kept pseudonymised'),
      certificateId: personal('the certificate it renews', 'kept pseudonymised'),
      updatedAt: personal('when it last changed', 'kept pseudonymised'),
    },
  },
  assignmentReminders: {
    people: [{ column: 'assignmentId', as: 'subject', holds: { rowOf: 'assignments' } }],
    columns: {
      assignmentId: personal('the assignment he was reminded of', 'account'),
      key: personal('which reminder: never sent twice', 'account'),
      sentAt: personal('when it was sent', 'account'),
    },
  },
  assignmentDigests: {
    people: [{ column: 'staffId', as: 'subject', holds: 'user id' }],
    columns: {
      staffId: personal('the master or tsm sent the weekly digest', 'account'),
      week: personal('the week: never sent twice', 'account'),
      sentAt: personal('when it was sent', 'account'),
    },
  },
  teamUsers: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      teamId: personal('the team', 'account'),
      userId: personal('the member or leader', 'account'),
      role: personal('member (learns) or leader (follows the team)', 'account'),
    },
  },
  invitationJoins: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      linkId: personal('the invitation link he registered through', 'account'),
      userId: personal('who registered', 'account'),
      joinedAt: personal('when he registered', 'account'),
    },
  },
  notifications: {
    people: [
      { column: 'userId', as: 'subject', holds: 'user id' },
      // a registration notice tells staff of the registrant by name and email; ids are drawn at
      // random (lib/ids.ts), so his id finds only the notices about him
      { column: 'aboutId', as: 'subject', holds: 'user id' },
    ],
    columns: {
      id: personal('the notice', 'account'),
      userId: personal('its recipient', 'account'),
      type: personal('what kind of notice', 'account'),
      action: personal('what it asks of him', 'account'),
      status: personal('read or unread', 'account'),
      describe: personal('its text per language; a registration notice names the registrant', 'account'),
      langs: personal('the languages of its text', 'account'),
      route: personal('where clicking it leads', 'account'),
      aboutId: personal('the record it is about: a registrant, a certificate', 'account'),
      createdAt: personal('when it was sent', 'account'),
    },
  },
  files: {
    people: [{ column: 'ownerId', as: 'subject', holds: 'user id' }],
    // An avatar goes with its person (users.avatar): his erasure deletes the rows and the bytes of
    // his uploads of type user_avatar. What staff uploaded for courses stays, its uploader cleared.
    columns: {
      id: personal('the upload', 'until deleted'),
      ownerId: personal('who uploaded it', 'account'),
      type: personal('what it is for (avatar, course material, logo...)', 'until deleted'),
      mime: personal('its type, read from its bytes', 'until deleted'),
      size: personal('its size', 'until deleted'),
      storageKey: personal('where its bytes are stored', 'until deleted'),
      originalName: personal("the uploader's file name: names downloads", 'until deleted'),
      createdAt: personal('when it was uploaded', 'until deleted'),
    },
  },
  dataRequests: {
    people: [
      { column: 'userId', as: 'subject', holds: 'user id' },
      { column: 'askedBy', as: 'actor', holds: 'user id' },
      { column: 'closedBy', as: 'actor', holds: 'user id' },
    ],
    // the record that the academy answered him outlives his erasure, naming no one
    columns: {
      id: personal('the request', 'kept pseudonymised'),
      userId: personal('whose data it is about', 'kept pseudonymised'),
      kind: personal('export, erasure or correction', 'kept pseudonymised'),
      status: personal('open, done or refused', 'kept pseudonymised'),
      details: personal('what he asked, in his words', 'account'),
      askedBy: personal('who recorded it: himself or staff', 'kept pseudonymised'),
      askedAt: personal('when it was asked: the deadline runs from it', 'kept pseudonymised'),
      dueAt: personal('when the answer is due', 'kept pseudonymised'),
      closedAt: personal('when it was answered', 'kept pseudonymised'),
      closedBy: personal('the admin who answered it', 'kept pseudonymised'),
      outcome: personal('what was done, or why it was refused', 'kept pseudonymised'),
    },
  },
  privacyAcceptances: {
    people: [{ column: 'userId', as: 'subject', holds: 'user id' }],
    columns: {
      userId: personal('who accepted', 'kept pseudonymised'),
      version: personal('which version of the privacy policy', 'kept pseudonymised'),
      acceptedAt: personal('when he accepted it', 'kept pseudonymised'),
    },
  },
  mailOutbox: {
    people: [{ column: 'to', as: 'subject', holds: 'email' }],
    columns: {
      id: personal('the mail', '30 days'),
      to: personal('the address it goes to', '30 days'),
      subject: personal('its subject', '30 days'),
      text: personal('its body: may hold a reset code or a sign-in link', 'until sent', SECRET),
      status: personal('pending, sent, failed or logged', '30 days'),
      error: personal("the mail server's refusal", '30 days'),
      attempts: personal('tries made', '30 days'),
      nextAttemptAt: personal('when it is tried again', '30 days'),
      createdAt: personal('when it was written', '30 days'),
      sentAt: personal('when it was sent', '30 days'),
    },
  },
  // the retention rules delete entries older than their days (modules/privacy/retention.ts)
  auditLog: {
    // erasure keeps his entries and names him by a stable pseudonym (issue 26, point 3)
    people: [
      { column: 'actorId', as: 'actor', holds: 'user id' },
      { column: 'actingAsId', as: 'subject', holds: 'user id' },
      // a person's id when the entity is one (ids are drawn at random, lib/ids.ts)
      { column: 'entityId', as: 'subject', holds: 'user id' },
    ],
    columns: {
      id: personal('the entry', 'audit retention setting'),
      actorId: personal('who made the change', 'audit retention setting'),
      actingAsId: personal(
        'the person shown in a simulation the change was made in',
        'audit retention setting',
      ),
      apiTokenId: personal('the API token it was made with', 'audit retention setting'),
      action: personal('what was done', 'audit retention setting'),
      entity: personal('the kind of record changed (a person among them)', 'audit retention setting'),
      entityId: personal('the record changed', 'audit retention setting'),
      details: personal('what changed', 'audit retention setting'),
      ip: personal('where the change came from', 'audit retention setting'),
      createdAt: personal('when', 'audit retention setting'),
    },
  },
  reportCache: {
    people: [{ column: 'value', as: 'subject', holds: 'json' }],
    columns: {
      key: personal("the call, its input and the asker's scope", 'until expiry'),
      value: personal("a report's answer: people's names and progress", 'until expiry'),
      expiresAt: none('when the answer is stale', 'until expiry'),
    },
  },
  // Not enforced yet: today nothing removes a delivery.
  webhookDeliveries: {
    people: [{ column: 'payload', as: 'subject', holds: 'json' }],
    columns: {
      id: none('the delivery, the same on every try', '30 days'),
      subscriptionId: none('the address it goes to', '30 days'),
      eventType: none('what happened', '30 days'),
      payload: personal("the event's data: a person's name, email, progress, certificate", '30 days'),
      status: none('pending, delivered or failed', '30 days'),
      attempts: none('tries made', '30 days'),
      nextAttemptAt: none('when it is tried again', '30 days'),
      lastAttemptAt: none('when it was last tried', '30 days'),
      responseStatus: none("the receiver's answer", '30 days'),
      lastError: none('why the last try failed', '30 days'),
      durationMs: none('how long the last try took', '30 days'),
      createdAt: none('when the event happened', '30 days'),
      deliveredAt: none('when it was delivered', '30 days'),
    },
  },
  // --- content and what staff made -----------------------------------------------------------
  courses: {
    people: [{ column: 'createdBy', as: 'actor', holds: 'user id' }],
    columns: {
      id: none('the course', 'until deleted'),
      title: none('its title per language', 'until deleted'),
      description: none('its description per language', 'until deleted'),
      langs: none('the languages it is offered in', 'until deleted'),
      structure: none('linear or modular', 'until deleted'),
      image: none("its picture's address", 'until deleted'),
      audience: none('who it is published to', 'until deleted'),
      trainingTypeId: none('its training type', 'until deleted'),
      certificateValidityMonths: none('how long its certificates are valid', 'until deleted'),
      renewalWindowDays: none('when a renewal is assigned', 'until deleted'),
      version: none('its version', 'until deleted'),
      versionDeadline: none('when holders must take what changed', 'until deleted'),
      status: none('draft or published', 'until deleted'),
      position: none('its place in lists', 'until deleted'),
      createdBy: personal('the admin who wrote it', 'account'),
      createdAt: none('when it was made', 'until deleted'),
      updatedAt: none('when it last changed', 'until deleted'),
    },
  },
  courseDistributors: {
    people: [],
    columns: {
      courseId: none('a course published to chosen distributors', 'until deleted'),
      distributorId: none('a distributor it is published to', 'until deleted'),
    },
  },
  courseTeams: {
    people: [],
    columns: {
      courseId: none('a course published to chosen teams', 'until deleted'),
      teamId: none('a team it is published to', 'until deleted'),
    },
  },
  modules: {
    people: [],
    columns: {
      id: none('the module', 'until deleted'),
      courseId: none('its course', 'until deleted'),
      title: none('its title per language', 'until deleted'),
      position: none('its place in the course', 'until deleted'),
      isOptional: none('whether it counts towards completion', 'until deleted'),
      renewalPart: none('taken again to renew a certificate', 'until deleted'),
      changedInVersion: none('the course version that changed it', 'until deleted'),
      createdAt: none('when it was made', 'until deleted'),
    },
  },
  lessons: {
    people: [],
    columns: {
      id: none('the lesson', 'until deleted'),
      courseId: none('its course', 'until deleted'),
      moduleId: none('its module', 'until deleted'),
      kind: none('video, pdf or exam', 'until deleted'),
      title: none('its title per language', 'until deleted'),
      description: none('its description per language', 'until deleted'),
      content: none('its video and pdf per language', 'until deleted'),
      materials: none('its downloads', 'until deleted'),
      minQuestions: none('correct answers needed to pass', 'until deleted'),
      questionsPerAttempt: none('questions drawn per attempt', 'until deleted'),
      timeLimitMinutes: none("an attempt's time limit", 'until deleted'),
      generateCertificate: none('whether passing issues a certificate', 'until deleted'),
      isOptional: none('whether it counts towards completion', 'until deleted'),
      position: none('its place in the course', 'until deleted'),
      createdAt: none('when it was made', 'until deleted'),
      updatedAt: none('when it last changed', 'until deleted'),
    },
  },
  questions: {
    people: [],
    columns: {
      id: none('the question', 'until deleted'),
      lessonId: none('its exam', 'until deleted'),
      type: none('single or multiple choice', 'until deleted'),
      title: none('its text per language', 'until deleted'),
      image: none('its picture per language', 'until deleted'),
      position: none('its place in the exam', 'until deleted'),
    },
  },
  answers: {
    people: [],
    columns: {
      id: none('the answer', 'until deleted'),
      questionId: none('its question', 'until deleted'),
      text: none('its text per language', 'until deleted'),
      isCorrect: none('the answer key', 'until deleted'),
      position: none('its place under the question', 'until deleted'),
    },
  },
  trainingTypes: {
    people: [],
    columns: {
      id: none('the training type', 'until deleted'),
      title: none('its name', 'until deleted'),
    },
  },
  learningPaths: {
    people: [{ column: 'createdBy', as: 'actor', holds: 'user id' }],
    columns: {
      id: none('the learning path', 'until deleted'),
      title: none('its title per language', 'until deleted'),
      description: none('its description per language', 'until deleted'),
      status: none('draft or published', 'until deleted'),
      openToAll: none('whether every learner sees it', 'until deleted'),
      enforceOrder: none('whether its courses open in order', 'until deleted'),
      createdBy: personal('the staff member who made it', 'account'),
      createdAt: none('when it was made', 'until deleted'),
      updatedAt: none('when it last changed', 'until deleted'),
    },
  },
  learningPathCourses: {
    people: [],
    columns: {
      learningPathId: none('the path', 'until deleted'),
      courseId: none('a course of it', 'until deleted'),
      position: none("the course's place in it", 'until deleted'),
    },
  },
  learningPathTeams: {
    people: [],
    columns: {
      learningPathId: none('the path', 'until deleted'),
      teamId: none('a team it is open to', 'until deleted'),
    },
  },
  assignmentRules: {
    people: [
      { column: 'createdBy', as: 'actor', holds: 'user id' },
      // an audience may list people one by one
      { column: 'audience', as: 'subject', holds: 'json' },
    ],
    columns: {
      id: none('the rule', 'until deleted'),
      name: none('its name', 'until deleted'),
      courseId: none('the course it assigns', 'until deleted'),
      pathId: none('the path it assigns', 'until deleted'),
      audience: personal('who it assigns to, people named one by one among them', 'account'),
      dueOn: none('the fixed due day', 'until deleted'),
      dueDays: none('days after assignment it is due', 'until deleted'),
      status: none('enabled or disabled', 'until deleted'),
      createdBy: personal('the staff member who wrote it: its reach is his scope', 'account'),
      createdAt: none('when it was made', 'until deleted'),
      updatedAt: none('when it last changed', 'until deleted'),
    },
  },
  teams: {
    people: [{ column: 'createdBy', as: 'actor', holds: 'user id' }],
    columns: {
      id: none('the team', 'until deleted'),
      name: none('its name', 'until deleted'),
      status: none('enabled or disabled', 'until deleted'),
      createdBy: personal('the staff member who made it', 'account'),
      createdAt: none('when it was made', 'until deleted'),
      updatedAt: none('when it last changed', 'until deleted'),
    },
  },
  teamDistributors: {
    people: [],
    columns: {
      teamId: none('the team', 'until deleted'),
      distributorId: none('a distributor it draws people from', 'until deleted'),
    },
  },
  privacyPolicies: {
    people: [{ column: 'publishedBy', as: 'actor', holds: 'user id' }],
    columns: {
      version: none('the version people accept', 'until deleted'),
      text: none('the policy, in each language', 'until deleted'),
      publishedAt: none('when it was published', 'until deleted'),
      publishedBy: personal('the admin who published it', 'account'),
    },
  },
  fileDeletions: {
    people: [],
    // a storage key names a file, never its owner: the files row that named him is gone already
    columns: {
      storageKey: none('the bytes still to delete from the store', 'until deleted'),
      attempts: none('tries made', 'until deleted'),
      lastError: none("the store's last refusal", 'until deleted'),
      nextAttemptAt: none('when it is tried again', 'until deleted'),
      createdAt: none('when the deletion was asked', 'until deleted'),
    },
  },
  // --- geography and partners: companies are not people ----------------------------------------
  countries: {
    people: [],
    columns: {
      id: none('the country', 'until deleted'),
      iso2: none('its ISO code', 'until deleted'),
      name: none('its name per language', 'until deleted'),
      dialCode: none('its phone prefix', 'until deleted'),
      region: none('BR or LAAM: tsm scopes', 'until deleted'),
      createdAt: none('when it was added', 'until deleted'),
    },
  },
  states: {
    people: [],
    columns: {
      id: none('the state', 'until deleted'),
      countryId: none('its country', 'until deleted'),
      code: none('its code', 'until deleted'),
      name: none('its name', 'until deleted'),
    },
  },
  cities: {
    people: [],
    columns: {
      id: none('the city', 'until deleted'),
      stateId: none('its state', 'until deleted'),
      name: none('its name', 'until deleted'),
    },
  },
  distributors: {
    people: [],
    columns: {
      id: none('the distributor', 'until deleted'),
      countryId: none('its country', 'until deleted'),
      name: none("the company's name", 'until deleted'),
      state: none('its state', 'until deleted'),
      enabled: none('whether its people may sign in', 'until deleted'),
      position: none('its place in lists', 'until deleted'),
      statusPageEnabled: none('whether its public status page is shown', 'until deleted'),
      // whoever holds it reads the page, which names the company's certified people
      statusPageCode: none("the unguessable part of its status page's address", 'until deleted', SECRET),
      tierId: none('its partner tier', 'until deleted'),
      entranceSlug: none("its sign-in page's address", 'until deleted'),
      logo: none("its logo's address", 'until deleted'),
      brandColour: none('its colour on its page', 'until deleted'),
      createdAt: none('when it was added', 'until deleted'),
    },
  },
  partnerTiers: {
    people: [],
    columns: {
      id: none('the tier', 'until deleted'),
      name: none('its name (Gold, Silver...)', 'until deleted'),
      position: none('its place in lists', 'until deleted'),
      createdAt: none('when it was added', 'until deleted'),
    },
  },
  tierRequirements: {
    people: [],
    columns: {
      tierId: none('the tier', 'until deleted'),
      trainingTypeId: none('a product line', 'until deleted'),
      people: none('certified people it asks for', 'until deleted'),
    },
  },
  // --- kept figures: counts per cell of people, never one person's row ---------------------------
  courseFigures: {
    people: [],
    columns: {
      courseId: none('the course counted', 'as its source'),
      distributorId: none("the cell's distributor", 'as its source'),
      countryId: none("the cell's country", 'as its source'),
      learner: none('learners or the other counted people', 'as its source'),
      enrolled: none('people who started the course', 'as its source'),
      completed: none('of them, those who completed it', 'as its source'),
      certified: none('people holding its certificate', 'as its source'),
      scored: none('people with an exam score in it', 'as its source'),
      bestSum: none('the sum of their best scores', 'as its source'),
    },
  },
  monthFigures: {
    people: [],
    columns: {
      month: none('the month counted', 'as its source'),
      distributorId: none("the cell's distributor", 'as its source'),
      countryId: none("the cell's country", 'as its source'),
      active: none('learners active in the month', 'as its source'),
      completed: none('courses completed in the month', 'as its source'),
      certificates: none('certificates issued in the month', 'as its source'),
    },
  },
  assignmentFigures: {
    people: [],
    columns: {
      courseId: none('the course counted', 'as its source'),
      pathId: none('the path counted', 'as its source'),
      teamId: none("the cell's team", 'as its source'),
      distributorId: none("the cell's distributor", 'as its source'),
      countryId: none("the cell's country", 'as its source'),
      openDueOn: none('the due day of the open ones', 'as its source'),
      assigned: none('assignments not withdrawn', 'as its source'),
      completedOnTime: none('completed by their due day', 'as its source'),
      completedLate: none('completed after it', 'as its source'),
      open: none('neither completed nor withdrawn', 'as its source'),
    },
  },
  // --- settings and integrations -------------------------------------------------------------
  settings: {
    people: [],
    columns: {
      name: none('the setting', 'until deleted'),
      // mail_api_key is kept here in plain text, not sealed (decision 0039)
      value: none("its value, a mail service's API key among them", 'until deleted', SECRET),
      updatedAt: none('when it last changed', 'until deleted'),
    },
  },
  apiTokens: {
    people: [{ column: 'createdBy', as: 'actor', holds: 'user id' }],
    columns: {
      id: none('the token', 'until deleted'),
      name: none('what it is for', 'until deleted'),
      tokenHash: none('finds the token (SHA-256)', 'until deleted', SECRET),
      scopes: none('the calls it opens', 'until deleted'),
      // a token acts with the rights of its admin: it goes with his account
      createdBy: personal('the admin whose rights it carries', 'account'),
      createdAt: none('when it was made', 'until deleted'),
      expiresAt: none('when it stops working', 'until deleted'),
      lastUsedAt: none('when it was last used', 'until deleted'),
      revokedAt: none('when it was revoked', 'until deleted'),
    },
  },
  webhookSubscriptions: {
    people: [{ column: 'createdBy', as: 'actor', holds: 'user id' }],
    columns: {
      id: none('the subscription', 'until deleted'),
      name: none('what it is for', 'until deleted'),
      url: none('where events are sent', 'until deleted'),
      events: none('the events it is told of', 'until deleted'),
      secretSealed: none('signs the deliveries (sealed)', 'until deleted', SECRET),
      enabled: none('whether it is told', 'until deleted'),
      createdBy: personal('the admin who made it', 'account'),
      createdAt: none('when it was made', 'until deleted'),
      updatedAt: none('when it last changed', 'until deleted'),
    },
  },
  identityProviders: {
    people: [],
    columns: {
      id: none('the sign-in provider', 'until deleted'),
      kind: none('OpenID Connect or SAML', 'until deleted'),
      slug: none('its addresses', 'until deleted'),
      name: none('its name on the sign-in page', 'until deleted'),
      enabled: none('whether it is offered', 'until deleted'),
      domains: none('the email domains sent to it', 'until deleted'),
      requireSso: none('whether those domains may use a password', 'until deleted'),
      config: none('its issuer, client id, keys and claim mapping', 'until deleted'),
      clientSecretSealed: none('its client secret (sealed)', 'until deleted', SECRET),
      createdAt: none('when it was added', 'until deleted'),
      updatedAt: none('when it last changed', 'until deleted'),
    },
  },
  samlAssertions: {
    people: [],
    columns: {
      providerId: none('the provider that made the assertion', 'until expiry'),
      assertionId: none("a used assertion's ID: never accepted twice", 'until expiry'),
      expiresAt: none('when the assertion expires', 'until expiry'),
    },
  },
  invitationLinks: {
    people: [{ column: 'createdBy', as: 'actor', holds: 'user id' }],
    columns: {
      id: none('the invitation link', 'until deleted'),
      distributorId: none('the distributor it joins people to', 'until deleted'),
      label: none('what its master calls it', 'until deleted'),
      codeHash: none('finds the link from its code (SHA-256)', 'until deleted', SECRET),
      codeSealed: none('the code, so its master can copy the link again (sealed)', 'until deleted', SECRET),
      maxUses: none('how many may register through it', 'until deleted'),
      uses: none('how many did', 'until deleted'),
      expiresAt: none('when it stops working', 'until deleted'),
      revokedAt: none('when it was revoked', 'until deleted'),
      createdBy: personal('the master who made it', 'account'),
      createdAt: none('when it was made', 'until deleted'),
    },
  },
};

/** The schema's tables by their keys here (the namespace itself is read by name only). */
const TABLES: { readonly [T in TableKey]: Table } = schema;

/** The Drizzle table of a key of the register. */
export const tableOf = (key: TableKey): Table => TABLES[key];

/** One classified column, with the names the database knows it by. */
export interface RegisteredColumn {
  table: string;
  column: string;
  entry: ColumnEntry;
}

/** Every column of the register, named as in the database: what the classification test holds against it. */
export function registeredColumns(): RegisteredColumn[] {
  return (Object.keys(PERSONAL_DATA) as TableKey[]).flatMap((key) => {
    const table = getTableName(tableOf(key));
    return classifiedColumnsOf(key).map(({ column, entry }) => ({ table, column: column.name, entry }));
  });
}

/**
 * The columns of a table that hold personal data (sensitive included), as Drizzle columns with
 * their entries: what a person's export reads (leaving out the secrets) and his erasure goes over.
 */
export function personalColumnsOf<T extends TableKey>(key: T): ClassifiedColumn<T>[] {
  return classifiedColumnsOf(key).filter(({ entry }) => entry.kind !== 'none');
}

/** A Drizzle column with its property and its entry in the register. */
export interface ClassifiedColumn<T extends TableKey> {
  property: ColumnKey<T>;
  column: Column;
  entry: ColumnEntry;
}

/** Every column of a table, as Drizzle columns with their entries. */
export function classifiedColumnsOf<T extends TableKey>(key: T): ClassifiedColumn<T>[] {
  const columns: Record<string, Column> = getTableColumns(tableOf(key));
  const entries = Object.entries(PERSONAL_DATA[key].columns) as [ColumnKey<T>, ColumnEntry][];
  return entries.map(([property, entry]) => {
    const column = columns[property];
    // the register's type allows only the table's own properties: reached only by code run
    // without its typecheck (a test under vitest)
    if (!column) throw new Error(`${key}.${property} is in the register but not in the Drizzle table`);
    return { property, column, entry };
  });
}
