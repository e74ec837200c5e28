// The root reducer: one key per feature slice. A new feature adds one line here.
import { combineReducers } from '@reduxjs/toolkit';
import session from '../features/session/sessionSlice';
import ui from '../features/ui/uiSlice';
import resources from '../features/resources/resourcesSlice';
import dicts from '../features/dicts/dictsSlice';
import frame from '../frame/frameSlice';
import importWizard from '../features/importWizard/importWizardSlice';
import people from '../features/people/peopleSlice';
import organization from '../features/organization/organizationSlice';
import exportReducer from '../features/export/exportSlice';
import members from '../features/members/pickerSlice';
import memberScreens from '../features/memberScreens/memberScreensSlice';
import quickAuth from '../features/quickAuth/quickAuthSlice';
import monitors from '../features/monitors/reducer';
import photos from '../features/photos/photosSlice';
import photoImport from '../features/photoImport/photoImportSlice';
import photoExport from '../features/photoExport/photoExportSlice';

export const rootReducer = combineReducers({ session, ui, resources, dicts, frame, importWizard, people, organization, export: exportReducer, members, memberScreens, quickAuth, monitors, photos, photoImport, photoExport });
export type RootState = ReturnType<typeof rootReducer>;
