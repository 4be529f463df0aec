import { TitledItemFormPage } from './TitledItemFormPage';
import { trainingTypesKind } from './titled-items';

/** /settings/training_type/create and /settings/training_type/edit/:id */
export default function TrainingTypeFormPage() {
  return <TitledItemFormPage kind={trainingTypesKind} />;
}
