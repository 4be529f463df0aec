import { TitledItemFormPage } from './TitledItemFormPage';
import { userCategoriesKind } from './titled-items';

/** /settings/user_category/create and /settings/user_category/edit/:id */
export default function UserCategoryFormPage() {
  return <TitledItemFormPage kind={userCategoriesKind} />;
}
