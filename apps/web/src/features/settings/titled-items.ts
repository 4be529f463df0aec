import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import {
  useRemoveTrainingType,
  useRemoveUserCategory,
  useSaveTrainingType,
  useSaveUserCategory,
  useTrainingTypes,
  useUserCategories,
} from './api';
import { settingsPaths } from './paths';

/** An item of a short admin list kept by title: a training type or a user category. */
export interface TitledItem {
  id: number;
  title: string;
  /** the courses (training types) or users (categories) that have it */
  uses: number;
}

/** What the shared list and form pages need of one kind of titled item. */
export interface TitledItemsKind {
  /** the key of its texts under `settings.` */
  texts: 'trainingTypes' | 'userCategories';
  list: string;
  create: string;
  edit(id: number): string;
  useItems(): UseQueryResult<TitledItem[]>;
  useSave(): UseMutationResult<{ id: number; title: string }, Error, { id?: number; title: string }>;
  useRemove(): UseMutationResult<unknown, Error, number>;
}

export const trainingTypesKind: TitledItemsKind = {
  texts: 'trainingTypes',
  list: settingsPaths.trainingTypes,
  create: settingsPaths.trainingTypeCreate,
  edit: settingsPaths.trainingTypeEdit,
  useItems: useTrainingTypes,
  useSave: useSaveTrainingType,
  useRemove: useRemoveTrainingType,
};

export const userCategoriesKind: TitledItemsKind = {
  texts: 'userCategories',
  list: settingsPaths.userCategories,
  create: settingsPaths.userCategoryCreate,
  edit: settingsPaths.userCategoryEdit,
  useItems: useUserCategories,
  useSave: useSaveUserCategory,
  useRemove: useRemoveUserCategory,
};
