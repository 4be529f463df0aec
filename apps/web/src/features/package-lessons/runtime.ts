import type { PackageStandard, RuntimeLearner } from '@academy/domain';
import type { Cmi } from './commit-sender';

declare global {
  interface Window {
    /** SCORM 1.2's API, which a package finds in a parent window */
    API?: unknown;
    /** SCORM 2004's */
    API_1484_11?: unknown;
  }
}

/** Where a SCORM 2004 unit asked to go when it ended (adl.nav.request), if anywhere we follow. */
export type UnitRequest = { to: 'continue' | 'previous' } | { to: 'choice'; unitId: string };

export interface RuntimeEvents {
  /** the package committed its data (Commit, LMSCommit) or ended (Terminate, LMSFinish) */
  onCommit(cmi: Cmi, ended: boolean): void;
  /** a 2004 unit ended asking for another */
  onRequest(request: UnitRequest): void;
}

export interface UnitRuntime {
  /** the unit's whole cmi data now, as a commit sends it */
  cmi(): Cmi;
  /** the package started and has not ended: its latest data may be unsaved */
  running(): boolean;
  /** takes the API off the window (if it is still this one) and forgets the listeners */
  dispose(): void;
}

interface StartOptions extends RuntimeEvents {
  standard: Exclude<PackageStandard, 'cmi5'>;
  /** whom the runtime names to the package (read-only for it; the server keeps neither) */
  learner: RuntimeLearner;
  /** the unit's saved data, ready to load (resume-data.ts), or null to start afresh */
  resume: Cmi | null;
}

// the entries' types say a default export, their ES modules give a named one (as the package's index)
type Scorm12Module = { Scorm12API: typeof import('scorm-again').Scorm12API };
type Scorm2004Module = { Scorm2004API: typeof import('scorm-again').Scorm2004API };

/** The runtime logs nothing but errors of its own, and sends nothing: the lesson view commits. */
const SETTINGS = { autocommit: false, lmsCommitUrl: false, logLevel: 4 } as const;

/** `renderCommitCMI`'s envelope, `{ cmi: ... }`, opened. */
const cmiOf = (rendered: unknown): Cmi => {
  const envelope = rendered as { cmi?: Cmi };
  return envelope.cmi ?? {};
};

/** The unit a 2004 navigation request names: `continue`, `previous` or `{target=<id>}choice`. */
export function unitRequest(request: string): UnitRequest | null {
  if (request === 'continue' || request === 'previous') return { to: request };
  const choice = /^\{target=(.+)\}(choice|jump)$/.exec(request);
  return choice?.[1] ? { to: 'choice', unitId: choice[1] } : null;
}

/**
 * Starts scorm-again for one unit on the lesson page's window, where the framed package looks for
 * it: `window.API` (SCORM 1.2) or `window.API_1484_11` (2004), with the unit's saved data loaded so
 * the package resumes, then the learner's id and name (set last: they are the account's now,
 * whatever the data held). It must be there before the frame loads. scorm-again is loaded here,
 * with the first SCORM unit played, and only the edition the package needs.
 */
export async function startRuntime({
  standard,
  learner,
  resume,
  onCommit,
  onRequest,
}: StartOptions): Promise<UnitRuntime> {
  if (standard === 'scorm12') {
    const { Scorm12API } = (await import('scorm-again/scorm12')) as unknown as Scorm12Module;
    const api = new Scorm12API({ ...SETTINGS });
    if (resume) api.loadFromJSON(resume);
    api.cmi.core.student_id = learner.id;
    api.cmi.core.student_name = learner.name;
    const render = (ended: boolean) => cmiOf(api.renderCommitCMI(ended, true));
    api.on('LMSCommit', () => onCommit(render(false), false));
    api.on('LMSFinish', () => onCommit(render(true), true));
    window.API = api;
    return runtimeOf(api, 'API', render);
  }
  const { Scorm2004API } = (await import('scorm-again/scorm2004')) as unknown as Scorm2004Module;
  const api = new Scorm2004API({ ...SETTINGS });
  if (resume) api.loadFromJSON(resume);
  api.cmi.learner_id = learner.id;
  api.cmi.learner_name = learner.name;
  const render = (ended: boolean) => cmiOf(api.renderCommitCMI(ended, true));
  api.on('Commit', () => onCommit(render(false), false));
  api.on('Terminate', () => {
    onCommit(render(true), true);
    const request = unitRequest(String(api.adl.nav.request ?? ''));
    if (request) onRequest(request);
  });
  window.API_1484_11 = api;
  return runtimeOf(api, 'API_1484_11', render);
}

interface Api {
  isInitialized(): boolean;
  isTerminated(): boolean;
  clear(listenerName: string): void;
}

function runtimeOf(api: Api, slot: 'API' | 'API_1484_11', render: (ended: boolean) => Cmi): UnitRuntime {
  return {
    cmi: () => render(false),
    running: () => api.isInitialized() && !api.isTerminated(),
    dispose() {
      if (window[slot] === api) delete window[slot];
      for (const event of ['LMSCommit', 'LMSFinish', 'Commit', 'Terminate']) api.clear(event);
    },
  };
}
