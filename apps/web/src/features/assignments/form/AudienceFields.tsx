import { audienceIsEmpty, type SessionScope } from '@academy/domain';
import { Alert, Stack, Typography } from '@mui/material';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoicesField } from '../../../components/ChoicesField';
import { SwitchField } from '../../../components/SwitchField';
import { TeamsField } from '../../../components/TeamsField';
import { askerScopeOf } from '../../../lib/asker-scope';
import { countryOptions } from '../../../lib/country-options';
import { useCountries } from '../../../lib/geography';
import { localized } from '../../../lib/localized';
import { useProblemText } from '../../../lib/problem-text';
import { useAudienceCategories, useAudienceDistributors } from '../api';
import { type AssignmentForm, audienceOf } from './assignment-form';

/**
 * Who is assigned: everyone of the asker's scope, or the people who meet every condition chosen
 * (types, countries, distributors, categories, teams; any value within one). Shared by the Assign
 * page and the rule form. The choices offered are those of the asker's `scope` (his session's) and
 * of the server's lists; the server refuses anything else anyway.
 */
export function AudienceFields({
  control,
  scope,
}: {
  control: Control<AssignmentForm>;
  scope: SessionScope;
}) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const countries = useCountries();
  const distributors = useAudienceDistributors();
  const categories = useAudienceCategories();
  const { errors } = useFormState({ control, name: 'audience' });
  const audience = useWatch({ control, name: 'audience' });

  const countryChoices = countryOptions(
    askerScopeOf({ scope }).countries(countries.data ?? []),
    i18n.language,
  );
  const countryName = new Map(countryChoices.map((option) => [option.value, option.label]));
  const distributorName = new Map(
    (distributors.data ?? []).map((item) => {
      const place = [localized(item.countryName, i18n.language), item.state].filter(Boolean).join(' · ');
      return [item._id, `${item.name} (${place})`];
    }),
  );
  const categoryName = new Map((categories.data ?? []).map((item) => [String(item.id), item.title]));
  // the form's check ran on the audience as it was: it holds only while the audience still reaches no one
  const problem = audienceIsEmpty(audienceOf(audience)) ? problemText(errors.audience?.message) : undefined;

  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, gap: 2.5, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('assignments.audience.title')}
      </Typography>
      <SwitchField
        control={control}
        name="audience.everyone"
        label={t('assignments.audience.everyone')}
        hint={t('assignments.audience.everyoneHint')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('assignments.audience.conditionsHint')}
      </Typography>
      <ChoicesField
        control={control}
        name="audience.userTypes"
        label={t('assignments.audience.userTypes')}
        options={scope.peopleTypes}
        labelOf={(type) => t(`users.tabs.${type}`)}
        loading={false}
        noOptionsText={t('assignments.audience.noOptions')}
      />
      <ChoicesField
        control={control}
        name="audience.countries"
        label={t('assignments.audience.countries')}
        options={countryChoices.map((option) => option.value)}
        labelOf={(id) => countryName.get(id)}
        loading={countries.isPending}
        failed={countries.isError ? t('assignments.audience.failed') : undefined}
        noOptionsText={t('assignments.audience.noOptions')}
      />
      <ChoicesField
        control={control}
        name="audience.distributors"
        label={t('assignments.audience.distributors')}
        options={(distributors.data ?? []).map((item) => item._id)}
        labelOf={(id) => distributorName.get(id)}
        loading={distributors.isPending}
        failed={distributors.isError ? t('assignments.audience.failed') : undefined}
        noOptionsText={t('assignments.audience.noOptions')}
      />
      <ChoicesField
        control={control}
        name="audience.categories"
        label={t('assignments.audience.categories')}
        options={(categories.data ?? []).map((item) => String(item.id))}
        labelOf={(id) => categoryName.get(id)}
        loading={categories.isPending}
        failed={categories.isError ? t('assignments.audience.failed') : undefined}
        noOptionsText={t('assignments.audience.noOptions')}
      />
      <TeamsField control={control} name="audience.teams" />
      {audience.people.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('assignments.audience.namedPeople', { count: audience.people.length })}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" variant="outlined" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
