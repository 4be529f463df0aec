import { TitledItemsPage } from './TitledItemsPage';
import { userCategoriesKind } from './titled-items';

/** /settings/user_categories */
export default function UserCategoriesPage() {
  return <TitledItemsPage kind={userCategoriesKind} />;
}
