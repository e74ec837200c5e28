// The robot library's "try it" box, for its slice: idle → asking → answered | failed; an answer
// to a text no longer asked is ignored.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TryResult } from '../../../shared/robot/api';
import { TRY_TEXT_MAX } from '../../../shared/robot/api';
import type { Problem } from '../../lib/problem';
import type { RobotLibraryState as S } from './state';

export const trialCases = {
  tryTextChanged(state: S, action: PayloadAction<{ text: string }>) {
    state.trial.text = action.payload.text.slice(0, TRY_TEXT_MAX);
  },
  trySubmitted(state: S) {
    const text = state.trial.text.trim();
    if (!text) return;
    state.trial = { ...state.trial, status: 'asking', asked: text, problem: null };
  },
  tryAnswered(state: S, action: PayloadAction<{ text: string; result: TryResult }>) {
    if (state.trial.status !== 'asking' || state.trial.asked !== action.payload.text) return;
    state.trial = { ...state.trial, status: 'answered', result: action.payload.result, problem: null };
  },
  tryFailed(state: S, action: PayloadAction<{ text: string; problem: Problem }>) {
    if (state.trial.status !== 'asking' || state.trial.asked !== action.payload.text) return;
    state.trial = { ...state.trial, status: 'failed', result: null, problem: action.payload.problem };
  },
};
