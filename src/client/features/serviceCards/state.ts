// The service-card designer's state (/cardsConfigNew): the tenant's cards, the chosen card with
// the settings being edited (name, data source, API, request values, remark), the catalogue of
// sources and APIs, the drop-down of return params for a new column, the live preview, the
// association picker with the cards leading to the card, the last check, the one write under way with its outcome message, and a
// column's ties (roles, flow, business type, service, owner) with their option lists.
import type { CardDetail, CardPreview, CardSummary, ColumnOption, ConfigCheck, HandleRule, SourceApi } from '../../../shared/serviceCards/api';
import type {
  BusTypeOption,
  ColumnLinks,
  FlowTypeOption,
  ParamTypeOption,
  RoleClassGroup,
  ServiceOption,
  TeacherOption,
} from '../../../shared/serviceCards/columnLinks';
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

/** the option lists a column is tied through, read once when the screen opens */
export interface LinkOptions {
  roleClasses: RoleClassGroup[];
  flowTypes: FlowTypeOption[];
  busTypes: BusTypeOption[];
  paramTypes: ParamTypeOption[];
  services: ServiceOption[];
}

/** the ties dialog of one column: its ties as edited, its owner's name for the picker */
export interface LinksDraft {
  columnId: number;
  links: ColumnLinks;
  ownerName: string | null;
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
  /** the cards that lead on to the chosen one (serviceCardConfig/getAssociationCardConfig) */
  leadingCards: CardSummary[];
  check: ConfigCheck | null;
  /** a write is under way (buttons wait) */
  writing: boolean;
  /** what the last write or check said */
  notice: { positive: boolean; message: Message } | null;
  removeConfirmOpen: boolean;
  linkOptions: LinkOptions;
  linksDraft: LinksDraft | null;
  /** the column whose ties dialog waits for cardcolumnconfig/detail's answer */
  linksAsked: number | null;
  /** teacher/dropList's answer to the owner picker's search */
  teachers: { status: LoadStatus; name: string; options: TeacherOption[]; total: number };
}

export const EMPTY_LINK_OPTIONS: LinkOptions = { roleClasses: [], flowTypes: [], busTypes: [], paramTypes: [], services: [] };

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
  leadingCards: [],
  check: null,
  writing: false,
  notice: null,
  removeConfirmOpen: false,
  linkOptions: EMPTY_LINK_OPTIONS,
  linksDraft: null,
  linksAsked: null,
  teachers: { status: 'idle', name: '', options: [], total: 0 },
};
