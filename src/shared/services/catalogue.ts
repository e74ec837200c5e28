// The service catalogue's calls beyond what its collection definitions make (document 002 §7
// serviceInfo/getAllServerDict, flowServiceConfig/getOne and getNum; document 000 §7
// baseService/getShelfLabel), their answers, and the values of a service's shelf status. The
// collections themselves (serviceTypes, serviceScenes, listingMarks, services, flowServices) are
// definitions in src/shared/resources; their tables are made by migration 025.
import { PLATFORM } from '../protocol/constants';

/** services.shelf_status: 1 on the shelf, 0 taken off */
export const SHELF_STATUS = { shelved: 1, takenOff: 0 } as const;

export const CATALOGUE_PATHS = {
  /** GET → ServiceTypeOption[]: the tenant's service types in their order (ours) */
  typeOptions: `${PLATFORM}/serviceType/options`,
  /** GET → SceneOption[]: the tenant's service scenes in their order (ours) */
  sceneOptions: `${PLATFORM}/serviceScene/options`,
  /** GET → MarkOption[]: the listing marks in their order (document 000 §7) */
  shelfLabels: `${PLATFORM}/baseService/getShelfLabel`,
  /** GET → AllServerDict: every option a service's form picks from, at once (document 002 §7) */
  allServerDict: `${PLATFORM}/serviceInfo/getAllServerDict`,
  /** RichTextServicesBody → Page<RichTextService>: shelved services a rich-text editor links to
   *  (document 002 §7; every rich-text field's "insert service link") */
  richTextServices: `${PLATFORM}/serviceInfo/richTextEditor/serviceList`,
  /** { id, sort?, markIds? } → { id }: one service's listing item edited in place from the
   *  /serviceList table, the others fields as stored; 9009 naming a field (document 002 §7) */
  serviceItemUpdate: `${PLATFORM}/serviceItem/update`,
  /** GET ?flowKey= → the flow service of that key (its detail row), or 1002 (document 002 §7) */
  flowGetOne: `${PLATFORM}/flowServiceConfig/getOne`,
  /** GET → FlowServiceCounts (document 002 §7; /processServiceConfig and /ProjectDetails) */
  flowGetNum: `${PLATFORM}/flowServiceConfig/getNum`,
} as const;

export interface ServiceTypeOption {
  id: number;
  name: string;
  icon: string | null;
}
export interface SceneOption {
  id: number;
  name: string;
}
export interface MarkOption {
  id: number;
  name: string;
  color: string;
}
export interface NamedOption {
  id: number;
  name: string;
}

/** getAllServerDict: the options of a service's select fields (identities: value and localized label) */
export interface AllServerDict {
  types: ServiceTypeOption[];
  scenes: SceneOption[];
  marks: MarkOption[];
  roles: NamedOption[];
  labels: NamedOption[];
  identities: { value: string; label: string }[];
}

/** the fields of a service's listing item that serviceItem/update edits */
export const SERVICE_ITEM_FIELDS = ['sort', 'markIds'] as const;

export const RICH_TEXT_SERVICES_PAGE = 10;
export const RICH_TEXT_SERVICE_NAME_MAX = 30;

export interface RichTextServicesBody {
  tenantId?: string;
  /** a part of the name (case-insensitive) */
  name?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** a shelved service as a rich-text editor links to it */
export interface RichTextService {
  id: number;
  name: string;
  /** its icon's file id, or null */
  icon: string | null;
  url: string;
}

/** getNum: the tenant's flow services and how many of them are enabled */
export interface FlowServiceCounts {
  total: number;
  enabled: number;
}
