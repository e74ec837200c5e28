// The monitors feature's reducer (state.monitors): the screen and the add-API dialog.
import { combineReducers } from '@reduxjs/toolkit';
import dialog from './apiAddSlice';
import screen from './monitorsSlice';

export default combineReducers({ screen, dialog });
