// The question-and-answer robot's basics (/robotBasicInfo): its name, avatar and greeting, and
// the question scenes it answers in, each switched on or off. The scene codes are the
// platform's (read-only: a scene is renamed or switched, never added); the documented calls
// questionScene/list (GET) and /update read and switch them (`calls`, served by
// src/server/routes/documents/questionScenes.ts over src/server/documents/questionScenes.ts;
// the screen's questionScenes panel makes them).
import type { DocumentDef } from '../types';
import labels from './labels';

/** One question scene as the document stores it. */
export interface QuestionScene {
  code: string;
  name: string;
  enabled: boolean;
}

export const SCENE_MAX = 20;

export const QUESTION_SCENE_BASE = '/api/blade-platform/questionScene';

const scene = (code: string, name: string, enabled: boolean): QuestionScene => ({ code, name, enabled });

export const robotBasicInfo: DocumentDef = {
  key: 'robotBasicInfo',
  labels,
  demo: () => import('./demo'),
  route: '/robotBasicInfo',
  serverRoutes: 'questionScenes',
  scope: 'tenant',
  calls: {
    sceneList: { method: 'GET', path: `${QUESTION_SCENE_BASE}/list`, kind: 'read' },
    sceneSwitch: { method: 'POST', path: `${QUESTION_SCENE_BASE}/update`, kind: 'write' },
  },
  panel: 'questionScenes',
  fields: [
    { name: 'robotName', column: 'robot_name', label: 'robotBasicInfo.robotName', type: 'text', required: true, maxLength: 20 },
    { name: 'avatar', column: 'avatar', label: 'robotBasicInfo.avatar', type: 'image' },
    { name: 'greeting', column: 'greeting', label: 'robotBasicInfo.greeting', type: 'textarea', maxLength: 200 },
    {
      name: 'scenes',
      column: 'scenes',
      label: 'robotBasicInfo.scenes',
      type: 'records',
      maxItems: SCENE_MAX,
      of: [
        { name: 'code', column: 'code', label: 'robotBasicInfo.sceneCode', type: 'text', readOnly: true },
        { name: 'name', column: 'name', label: 'robotBasicInfo.sceneName', type: 'text', required: true, maxLength: 10 },
        { name: 'enabled', column: 'enabled', label: 'robotBasicInfo.sceneEnabled', type: 'switch', default: true },
      ],
    },
  ],
  defaults: {
    robotName: '小智',
    avatar: null,
    greeting: '你好，我是校园智能助手小智，可以帮你查询校园服务、办事流程和常见问题。',
    scenes: [
      scene('campus_service', '校园服务', true),
      scene('affairs_guide', '办事指南', true),
      scene('freshman', '迎新', true),
      scene('library', '图书馆', true),
      scene('repair', '后勤报修', true),
      scene('campus_card', '校园卡', true),
      scene('academic', '教务教学', false),
      scene('career', '就业创业', false),
    ],
  },
};
