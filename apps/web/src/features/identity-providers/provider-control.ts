import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { ProviderForm, providerFormSchema } from './provider-form';

/** The provider form's control, as its field groups take it. */
export type ProviderControl = Control<ProviderForm, unknown, z.output<typeof providerFormSchema>>;
