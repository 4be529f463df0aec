import type { DistributorItem } from '@academy/domain';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoicesField } from '../../../components/ChoicesField';
import { countryOptions } from '../../../lib/country-options';
import { useCountries } from '../../../lib/geography';
import { localized } from '../../../lib/localized';
import { distributorsQuery } from '../api';
import type { CourseForm } from '../course-form';

/**
 * Chooses the distributors ("masters") a course is published to: a country first, then its
 * distributors. The choice may span countries; the names of distributors chosen earlier come
 * from every country's list (each fetched once per visit).
 */
export function DistributorPicker({ control }: { control: Control<CourseForm> }) {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const [countryId, setCountryId] = useState('');
  const chosen = useWatch({ control, name: 'masters' });
  const current = useQuery({ ...distributorsQuery(countryId), enabled: countryId !== '' });
  const known = useQueries({
    queries: chosen.length > 0 ? (countries.data ?? []).map((country) => distributorsQuery(country._id)) : [],
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
  const byId = new Map<string, DistributorItem>(
    [...known, ...(current.data ?? [])].map((item) => [item._id, item]),
  );
  const countryName = new Map(
    (countries.data ?? []).map((country) => [country._id, localized(country.name, i18n.language)]),
  );
  const labelOf = (id: string) => {
    const distributor = byId.get(id);
    if (!distributor) return undefined;
    return `${distributor.name} (${countryName.get(distributor.countryId) ?? ''})`;
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
      <TextField
        select
        label={t('courseEditor.course.country')}
        value={countryId}
        onChange={(event) => setCountryId(event.target.value)}
        sx={{ flex: { md: '0 0 35%' } }}
        error={countries.isError}
        helperText={
          countries.isError ? t('courseEditor.course.countriesFailed') : t('courseEditor.course.countryHint')
        }
      >
        {countryOptions(countries.data ?? [], i18n.language).map((country) => (
          <MenuItem key={country.value} value={country.value}>
            {country.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1 }}>
        <ChoicesField
          control={control}
          name="masters"
          label={t('courseEditor.course.masters')}
          options={(current.data ?? []).map((distributor) => distributor._id)}
          labelOf={labelOf}
          loading={current.isFetching}
          failed={current.isError ? t('courseEditor.course.distributorsFailed') : undefined}
          noOptionsText={
            countryId ? t('courseEditor.course.noDistributors') : t('courseEditor.course.chooseCountry')
          }
          required
        />
      </Box>
    </Stack>
  );
}
