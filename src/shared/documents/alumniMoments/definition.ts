// Alumni moments (/AlumniOpen): whether the alumni circle is open, who may post, whether posts
// wait for review, how many images a post carries, the topic titles people tag posts with and
// the entry tiles at the top of the moments page. The alumni app reads the published version;
// the documented calls appconfiguration/getAlumniMomentsConfig (GET, the detail) and
// saveAlumniMomentConfig (the save), AlumniMomentTile/list (GET) and AlumniMomentTitle/add,
// /update, /remove read it and change its titles (`calls`, served by
// src/server/routes/documents/alumniMoments.ts over src/server/documents/alumniMoments.ts; the
// screen's momentTitles panel makes them).
import type { FieldDef } from '../../resources/types';
import type { DocumentDef } from '../types';
import labels from './labels';

/** One topic title as the document stores it (identified by its name). */
export interface MomentTitle {
  name: string;
  enabled: boolean;
  order: number;
}

/** One entry tile as the document stores it. */
export interface MomentTile {
  name: string;
  icon: string | null;
  linkUrl: string;
  order: number;
}

export const TITLE_MAX = 30;
export const TITLE_NAME_MAX = 10;
export const TILE_MAX = 8;
export const ORDER_MAX = 999;
export const IMAGES_MAX = 9;

const APP_CONFIGURATION = '/api/blade-platform/appconfiguration';
export const ALUMNI_MOMENTS_CONFIG = `${APP_CONFIGURATION}/getAlumniMomentsConfig`;
export const ALUMNI_MOMENTS_SAVE = `${APP_CONFIGURATION}/saveAlumniMomentConfig`;

const order = (label: string): FieldDef => ({ name: 'order', column: 'sort_order', label, type: 'number', integer: true, min: 0, max: ORDER_MAX, default: 0 });

export const alumniMoments: DocumentDef = {
  key: 'alumniMoments',
  labels,
  demo: () => import('./demo'),
  route: '/AlumniOpen',
  serverRoutes: 'alumniMoments',
  scope: 'tenant',
  documented: { detail: ALUMNI_MOMENTS_CONFIG, detailByGet: true, save: ALUMNI_MOMENTS_SAVE },
  calls: {
    tileList: { method: 'GET', path: `${APP_CONFIGURATION}/AlumniMomentTile/list`, kind: 'read' },
    titleAdd: { method: 'POST', path: `${APP_CONFIGURATION}/AlumniMomentTitle/add`, kind: 'write' },
    titleUpdate: { method: 'POST', path: `${APP_CONFIGURATION}/AlumniMomentTitle/update`, kind: 'write' },
    titleRemove: { method: 'POST', path: `${APP_CONFIGURATION}/AlumniMomentTitle/remove`, kind: 'write' },
  },
  panel: 'momentTitles',
  fields: [
    { name: 'open', column: 'open', label: 'alumniMoments.open', type: 'switch', default: false },
    {
      name: 'posterGroups',
      column: 'poster_groups',
      label: 'alumniMoments.posterGroups',
      type: 'multiSelect',
      required: true,
      options: {
        kind: 'static',
        items: [
          { value: 'verifiedAlumni', label: 'alumniMoments.groupVerifiedAlumni' },
          { value: 'unverifiedAlumni', label: 'alumniMoments.groupUnverifiedAlumni' },
          { value: 'TEACHER', label: 'alumniMoments.groupTeacher' },
          { value: 'GRADUATE_STUDENT', label: 'alumniMoments.groupGraduateStudent' },
          { value: 'STUDENT', label: 'alumniMoments.groupStudent' },
        ],
      },
    },
    { name: 'reviewBeforeShow', column: 'review_before_show', label: 'alumniMoments.reviewBeforeShow', type: 'switch', default: true },
    {
      name: 'maxImagesPerPost',
      column: 'max_images_per_post',
      label: 'alumniMoments.maxImagesPerPost',
      type: 'number',
      required: true,
      integer: true,
      min: 0,
      max: IMAGES_MAX,
      default: IMAGES_MAX,
    },
    {
      name: 'titles',
      column: 'titles',
      label: 'alumniMoments.titles',
      type: 'records',
      maxItems: TITLE_MAX,
      of: [
        { name: 'name', column: 'name', label: 'alumniMoments.titleName', type: 'text', required: true, maxLength: TITLE_NAME_MAX },
        { name: 'enabled', column: 'enabled', label: 'alumniMoments.titleEnabled', type: 'switch', default: true },
        order('alumniMoments.titleOrder'),
      ],
    },
    {
      name: 'tiles',
      column: 'tiles',
      label: 'alumniMoments.tiles',
      type: 'records',
      maxItems: TILE_MAX,
      of: [
        { name: 'name', column: 'name', label: 'alumniMoments.tileName', type: 'text', required: true, maxLength: 8 },
        { name: 'icon', column: 'icon', label: 'alumniMoments.tileIcon', type: 'image' },
        { name: 'linkUrl', column: 'link_url', label: 'alumniMoments.tileLinkUrl', type: 'url', required: true, maxLength: 500 },
        order('alumniMoments.tileOrder'),
      ],
    },
  ],
  defaults: { open: false, posterGroups: ['verifiedAlumni'], reviewBeforeShow: true, maxImagesPerPost: IMAGES_MAX, titles: [], tiles: [] },
};
