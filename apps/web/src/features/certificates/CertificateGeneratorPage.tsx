import type { IssuedCertificate, UserListItem } from '@academy/domain';
import { Box, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { GeneratorConfirmation } from './GeneratorConfirmation';
import { GeneratorDataSelect } from './GeneratorDataSelect';
import { GeneratorReview } from './GeneratorReview';
import type { CertificateDraft } from './generator-draft';

const STEPS = ['select', 'review', 'confirmation'] as const;
type GeneratorStep = (typeof STEPS)[number];

/**
 * /certificate-generator (admins), spec sections 2 and 4: data select (users, certificate
 * text), review, confirmation. Each chosen user gets a custom certificate that lists and
 * verifies like a course certificate.
 */
export default function CertificateGeneratorPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<GeneratorStep>('select');
  const [users, setUsers] = useState<UserListItem[]>([]);
  const [draft, setDraft] = useState<CertificateDraft>({ title: '', text: '', validityMonths: '' });
  const [issued, setIssued] = useState<IssuedCertificate[]>([]);

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Stack spacing={3}>
        <PageTitle>{t('certificates.generator.title')}</PageTitle>
        <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`certificates.generator.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 'select' && (
          <GeneratorDataSelect
            users={users}
            onUsers={setUsers}
            draft={draft}
            onDraft={setDraft}
            onNext={() => setStep('review')}
          />
        )}
        {step === 'review' && (
          <GeneratorReview
            users={users}
            draft={draft}
            onBack={() => setStep('select')}
            onIssued={(items) => {
              setIssued(items);
              setStep('confirmation');
            }}
          />
        )}
        {step === 'confirmation' && (
          <GeneratorConfirmation
            issued={issued}
            onAgain={() => {
              setUsers([]);
              setDraft({ title: '', text: '', validityMonths: '' });
              setStep('select');
            }}
          />
        )}
      </Stack>
    </Box>
  );
}
