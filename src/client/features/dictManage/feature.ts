// The dictionaries feature as its screen chunk brings it: slice, saga and messages.
import { defineFeature } from '../../app/lazy/feature';
import dictManage from './dictManageSlice';
import { dictManageSaga } from './dictManageSaga';
import dictManageCatalogue from '../../../shared/i18n/dictManage';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    dictManage: ReturnType<typeof dictManage>;
  }
}

export const dictManageFeature = defineFeature({ name: 'dictManage', slices: { dictManage }, saga: dictManageSaga, catalogues: [dictManageCatalogue] });
