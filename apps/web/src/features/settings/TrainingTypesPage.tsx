import { TitledItemsPage } from './TitledItemsPage';
import { trainingTypesKind } from './titled-items';

/** /settings/training_types */
export default function TrainingTypesPage() {
  return <TitledItemsPage kind={trainingTypesKind} />;
}
