import type { DistributorTier } from '@academy/domain';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * A distributor's partner tier and, per product line it asks for, the people certified against
 * those asked: "met" or "short by N". Counts only, never a name: the public page shows it too.
 */
export function TierStandingList({
  tier,
  headingLevel = 'h3',
}: {
  tier: DistributorTier;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const met = tier.requirements.every((requirement) => requirement.short === 0);
  return (
    <Box>
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('partnerTier.tierOf', { name: tier.name })}
      </Typography>
      {tier.requirements.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('partnerTier.noRequirements')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {met ? t('partnerTier.allMet') : t('partnerTier.notAllMet')}
          </Typography>
          <Box
            component="ul"
            aria-label={t('partnerTier.requirementsOf', { name: tier.name })}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
          >
            {tier.requirements.map((requirement) => (
              <Stack
                key={requirement.trainingTypeId}
                component="li"
                direction="row"
                sx={{ gap: 1, alignItems: 'flex-start', py: 0.25 }}
              >
                {requirement.short === 0 ? (
                  <CheckCircleOutline
                    fontSize="small"
                    sx={{ color: 'success.main', mt: '2px' }}
                    aria-hidden
                  />
                ) : (
                  <ErrorOutline fontSize="small" sx={{ color: 'error.main', mt: '2px' }} aria-hidden />
                )}
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('partnerTier.requirementLine', {
                    line: requirement.title,
                    certified: requirement.certified,
                    required: requirement.required,
                  })}
                  {' · '}
                  <Box component="strong" sx={{ fontWeight: 600 }}>
                    {requirement.short === 0
                      ? t('partnerTier.met')
                      : t('partnerTier.shortBy', { count: requirement.short })}
                  </Box>
                </Typography>
              </Stack>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
