import {
  type AssignableKind,
  type AssignRequest,
  assignmentCalls,
  type ComplianceQuery,
  courseCalls,
  learningPathCalls,
  type RuleRequest,
  teamCalls,
  userCategoryCalls,
} from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../lib/api';
import { assignmentQueryKeys } from '../../lib/assignment-queries';

export { useAssignmentList } from '../../lib/assignment-queries';

/** The pages show their own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

type PreviewBody = Pick<AssignRequest, 'item' | 'audience'>;

/** The keys of the lists a person's view and the dashboard share (lib), and the pages' own. */
export const assignmentKeys = {
  ...assignmentQueryKeys,
  compliance: (query: ComplianceQuery) => ['assignments', 'compliance', query] as const,
  preview: (body: PreviewBody) => ['assignments', 'preview', body] as const,
  rules: ['assignments', 'rules'] as const,
  rule: (id: string) => ['assignments', 'rules', id] as const,
  items: (kind: AssignableKind, search: string) => ['assignments', 'items', kind, search] as const,
  /** what an audience is built of: the distributors and the user categories of the asker's scope */
  distributors: ['assignments', 'distributors'] as const,
  categories: ['assignments', 'categories'] as const,
};

/**
 * The compliance report of the asker's scope, grouped as asked, for one course or path or all;
 * the report shown stays while another grouping loads, so the table does not blink.
 */
export const useComplianceReport = (query: ComplianceQuery) =>
  useQuery({
    queryKey: assignmentKeys.compliance(query),
    queryFn: () => call(assignmentCalls.compliance, { query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

/** The compliance report as an xlsx file, in `lang`. */
export const downloadCompliance = (query: ComplianceQuery) =>
  download(assignmentCalls.complianceDownload, { query });

/**
 * What assigning the item to the audience would do; asked only once both are chosen, and the last
 * answer stays while the next is asked, so the line does not blink as the audience changes.
 */
export const useAssignmentPreview = (body: PreviewBody | null) =>
  useQuery({
    queryKey: assignmentKeys.preview(body ?? { item: { kind: 'course', id: '' }, audience: {} }),
    queryFn: () => call(assignmentCalls.preview, { body: body as PreviewBody }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
    ...SILENT,
  });

export const useRules = () =>
  useQuery({ queryKey: assignmentKeys.rules, queryFn: () => call(assignmentCalls.rules), ...SILENT });

export const useRule = (id: string) =>
  useQuery({
    queryKey: assignmentKeys.rule(id),
    queryFn: () => call(assignmentCalls.rule, { params: { id } }),
    // an edit starts from what the server holds now
    staleTime: 0,
    ...SILENT,
  });

/** The item picker shows this many matches of what is typed. */
const ITEM_PICKER_LIMIT = 20;

/**
 * The published courses or learning paths whose title holds `search`: a draft reaches no learner,
 * so it is not offered (the server ignores the status filter for all but an admin, who sees drafts).
 */
export const usePickableItems = (kind: AssignableKind, search: string) =>
  useQuery({
    queryKey: assignmentKeys.items(kind, search),
    queryFn: async () => {
      const query = {
        page: 1,
        limit: ITEM_PICKER_LIMIT,
        status: 'published' as const,
        ...(search && { search }),
      };
      const page =
        kind === 'course'
          ? await call(courseCalls.list, { query })
          : await call(learningPathCalls.list, { query });
      return page.items.map((item) => ({ _id: item._id, title: item.title }));
    },
    placeholderData: keepPreviousData,
    ...SILENT,
  });

/** The distributors of the asker's scope, named with their country and state. */
export const useAudienceDistributors = () =>
  useQuery({ queryKey: assignmentKeys.distributors, queryFn: () => call(teamCalls.masters), ...SILENT });

/** The user categories (an admin's setting), by their index. */
export const useAudienceCategories = () =>
  useQuery({ queryKey: assignmentKeys.categories, queryFn: () => call(userCategoryCalls.list), ...SILENT });

/** After a change every list of assignments and rules is stale. */
function useInvalidateAssignments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
}

export function useAssign() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: (body: AssignRequest) => call(assignmentCalls.assign, { body }),
    onSuccess: invalidate,
    ...SILENT,
  });
}

export function useWithdrawAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: (id: string) => call(assignmentCalls.withdraw, { params: { id } }),
    onSettled: invalidate,
    ...SILENT,
  });
}

/** Saves a rule (a new one without `id`) and answers it with what it assigned and withdrew. */
export function useSaveRule() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: ({ id, rule }: { id?: string; rule: RuleRequest }) =>
      id
        ? call(assignmentCalls.updateRule, { params: { id }, body: rule })
        : call(assignmentCalls.createRule, { body: rule }),
    onSuccess: invalidate,
    ...SILENT,
  });
}

export function useRemoveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(assignmentCalls.removeRule, { params: { id } }),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: assignmentKeys.rule(id) });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    },
    ...SILENT,
  });
}
