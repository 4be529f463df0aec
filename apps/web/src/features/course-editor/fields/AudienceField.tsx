import { COURSE_AUDIENCES } from '@academy/domain';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TeamsField } from '../../../components/TeamsField';
import type { CourseForm } from '../course-form';
import { DistributorPicker } from './DistributorPicker';

/** Whom the course is published to: everyone, chosen distributors ("masters"), or chosen teams. */
export function AudienceField({ control }: { control: Control<CourseForm> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const audience = useWatch({ control, name: 'audience' });
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Controller
        control={control}
        name="audience"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={labelId}>{t('courseEditor.course.audience')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {COURSE_AUDIENCES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`courseEditor.course.audiences.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {audience === 'masters' && <DistributorPicker control={control} />}
      {audience === 'teams' && <TeamsField control={control} name="teams" required />}
    </Stack>
  );
}
