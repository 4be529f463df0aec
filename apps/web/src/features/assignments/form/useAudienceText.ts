import { type Audience, audienceHasConditions, type DuePolicy } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../lib/country-options';
import { formatDay } from '../../../lib/format-date';
import { useCountries } from '../../../lib/geography';
import { useAllTeams } from '../../../lib/team-options';
import { useAudienceCategories, useAudienceDistributors } from '../api';

/**
 * An audience and a due policy in a few words, for a list of rules: "Students, Fact · Brazil ·
 * Alfa Distribuição", "Everyone", "Due 30 days after being assigned". Names come from the lists
 * the form's fields use; one not known (yet) is counted instead.
 */
export function useAudienceText() {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const distributors = useAudienceDistributors();
  const categories = useAudienceCategories();
  const teams = useAllTeams();
  const countryName = new Map(
    countryOptions(countries.data ?? [], i18n.language).map((option) => [option.value, option.label]),
  );
  const distributorName = new Map((distributors.data ?? []).map((item) => [item._id, item.name]));
  const categoryName = new Map((categories.data ?? []).map((item) => [item.id, item.title]));
  const teamName = new Map((teams.data?.items ?? []).map((team) => [team._id, team.name]));

  /** The values named where known; else how many. */
  const names = <K>(values: readonly K[], nameOf: Map<K, string>, counted: string) => {
    if (values.length === 0) return null;
    const named = values.map((value) => nameOf.get(value));
    return named.every((name) => name !== undefined)
      ? named.join(', ')
      : t(counted, { count: values.length });
  };

  const audience = (value: Audience): string => {
    const parts = [
      value.userTypes.length > 0 ? value.userTypes.map((type) => t(`users.tabs.${type}`)).join(', ') : null,
      names(value.countries, countryName, 'assignments.summary.countries'),
      names(value.distributors, distributorName, 'assignments.summary.distributors'),
      names(value.categories, categoryName, 'assignments.summary.categories'),
      names(value.teams, teamName, 'assignments.summary.teams'),
    ].filter((part): part is string => part !== null);
    const conditions =
      audienceHasConditions(value) || !value.everyone ? parts : [t('assignments.summary.everyone')];
    const people =
      value.people.length > 0 ? [t('assignments.summary.people', { count: value.people.length })] : [];
    return [...conditions, ...people].join(' · ');
  };

  const due = (value: DuePolicy): string => {
    if (value.kind === 'date') return t('assignments.summary.dueOn', { date: formatDay(value.date) });
    if (value.kind === 'days') return t('assignments.summary.dueAfter', { count: value.days });
    return t('assignments.summary.noDue');
  };

  return { audience, due };
}
