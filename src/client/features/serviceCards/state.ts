// The service-card designer's state (/cardsConfigNew): the tenant's cards, the chosen card with
// the settings being edited (name, data source, API, request values, remark), the catalogue of
// sources and APIs, the drop-down of return params for a new column, the live preview, the
// association picker, the last check, and the one write under way with its outcome message.
import type { CardDetail, CardPreview, CardSummary, ColumnOption, ConfigCheck, HandleRule, SourceApi } from '../../../shared/serviceCards/api';
import type { Message, Problem } from '../../lib/problem';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface Named {
  key: string;
  label: string;
}

export interface SettingsDraft {
  name: string;
  dataSource: string | null;
  apiKey: string | null;
  /** the request values as typed (text), by param key */
  requestParams: Record<string, string>;
  remark: string;
  dirty: boolean;
}

export interface NewColumnDraft {
  fieldKey: string;
  label: string;
  handleRule: HandleRule;
  ruleArg: string | null;
}

export interface ServiceCardsState {
  list: { status: LoadStatus; cards: CardSummary[]; problem: Problem | null };
  selectedId: number | null;
  detail: { status: LoadStatus; card: CardDetail | null; problem: Problem | null };
  settings: SettingsDraft | null;
  sources: Named[];
  apis: (Named & { description: string })[];
  apiDetail: SourceApi | null;
  columnOptions: ColumnOption[];
  newColumn: NewColumnDraft;
  preview: { status: LoadStatus; result: CardPreview | null; problem: Problem | null };
  candidates: CardSummary[];
  associationDraft: number[];
  check: ConfigCheck | null;
  /** a write is under way (buttons wait) */
  writing: boolean;
  /** what the last write or check said */
  notice: { positive: boolean; message: Message } | null;
  removeConfirmOpen: boolean;
}

export const EMPTY_NEW_COLUMN: NewColumnDraft = { fieldKey: '', label: '', handleRule: 'none', ruleArg: null };

export const initialServiceCardsState: ServiceCardsState = {
  list: { status: 'idle', cards: [], problem: null },
  selectedId: null,
  detail: { status: 'idle', card: null, problem: null },
  settings: null,
  sources: [],
  apis: [],
  apiDetail: null,
  columnOptions: [],
  newColumn: EMPTY_NEW_COLUMN,
  preview: { status: 'idle', result: null, problem: null },
  candidates: [],
  associationDraft: [],
  check: null,
  writing: false,
  notice: null,
  removeConfirmOpen: false,
};
