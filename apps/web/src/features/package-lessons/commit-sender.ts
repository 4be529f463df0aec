import type { CommitPackageResult } from '@academy/domain';

export type Cmi = Record<string, unknown>;

/** Posts one unit's cmi data to the attempt; `keepalive` when the page is unloading. */
export type PostCommit = (unitId: string, cmi: Cmi, keepalive: boolean) => Promise<CommitPackageResult>;

export interface CommitHandlers {
  /** the server kept a commit: the attempt's standing, the lesson's progress, certificates issued */
  onResult(result: CommitPackageResult): void;
  /** a commit failed: refused, or not answered (it is sent again with the next one) */
  onFailure(error: unknown): void;
}

export interface CommitSender {
  /**
   * Sends a unit's data once every commit sent before it has been answered, so the server keeps
   * them in the order the package made them; data equal to what was last sent for the unit is not
   * sent again. Resolves once it has been answered, or failed.
   */
  send(unitId: string, cmi: Cmi): Promise<void>;
  /** Sends a unit's data at once, kept alive through the page's unload, unless it was sent already. */
  sendAsPageLeaves(unitId: string, cmi: Cmi): void;
}

/**
 * The one line of commits of a package attempt, whatever its unit: the runtime's commits, the
 * commit made before the learner changes unit or leaves the lesson, and the one made as the page
 * is hidden or unloaded.
 */
export function commitSender(post: PostCommit, { onResult, onFailure }: CommitHandlers): CommitSender {
  /** each unit's data as last sent (or being sent), to send nothing twice */
  const sent = new Map<string, string>();
  let line: Promise<void> = Promise.resolve();

  const failed = (unitId: string, json: string, error: unknown) => {
    // not kept: the same data goes again with the unit's next commit
    if (sent.get(unitId) === json) sent.delete(unitId);
    onFailure(error);
  };

  return {
    send(unitId, cmi) {
      const json = JSON.stringify(cmi);
      if (sent.get(unitId) === json) return line;
      sent.set(unitId, json);
      line = line.then(() =>
        post(unitId, cmi, false).then(onResult, (error: unknown) => failed(unitId, json, error)),
      );
      return line;
    },
    sendAsPageLeaves(unitId, cmi) {
      const json = JSON.stringify(cmi);
      if (sent.get(unitId) === json) return;
      sent.set(unitId, json);
      post(unitId, cmi, true).then(onResult, (error: unknown) => failed(unitId, json, error));
    },
  };
}
