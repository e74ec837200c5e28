// Alumni users (/userManage, document 002 §7 platformalumniuser/list, /updateForbidden; document
// 000 §7 roleList): who signed up to the alumni circle, their role, how many posts they wrote (kept
// by a trigger on alumni_posts) and whether they are forbidden to post. The users register in the
// app: the console lists them, shows a user's posts (getUserDynamic) and forbids or allows them
// again (row and batch actions).
import { ActionDef, ResourceDef } from '../types';
import labels from './labels';

const forbidCall = { method: 'POST', path: 'updateForbidden', shape: 'ids' } as const;
const actions: ActionDef[] = [
  {
    key: 'forbid',
    label: 'alumniUser.forbid',
    field: 'forbidden',
    value: true,
    call: forbidCall,
    row: true,
    batch: true,
    confirm: 'alumniUser.forbidConfirm',
    hideWhenSet: true,
  },
  { key: 'allow', label: 'alumniUser.allow', field: 'forbidden', value: false, call: forbidCall, row: true, batch: true, hideWhenSet: true },
];

export const alumniUsers: ResourceDef = {
  key: 'alumniUsers',
  labels,
  demo: () => import('./demo'),
  route: '/userManage',
  table: 'alumni_users',
  base: '/api/blade-platform/platformalumniuser',
  calls: { list: { method: 'POST', path: 'list', shape: 'query' } },
  readOnly: true,
  actions,
  lookups: { roles: { method: 'POST', path: 'roleList' } },
  related: [
    {
      key: 'posts',
      label: 'alumniUser.posts',
      title: 'alumniUser.postsOf',
      call: { method: 'POST', path: 'getUserDynamic' },
      fields: [
        { name: 'content', column: 'content', label: 'alumniUser.post.content', type: 'textarea', width: 360 },
        { name: 'imageCount', column: 'image_count', label: 'alumniUser.post.images', type: 'number', width: 70 },
        { name: 'likeCount', column: 'like_count', label: 'alumniUser.post.likes', type: 'number', width: 70 },
        { name: 'commentCount', column: 'comment_count', label: 'alumniUser.post.comments', type: 'number', width: 70 },
        {
          name: 'status',
          column: 'status',
          label: 'alumniUser.post.status',
          type: 'select',
          width: 90,
          options: {
            kind: 'static',
            items: [
              { value: 0, label: 'alumniUser.post.shown' },
              { value: 1, label: 'alumniUser.post.blocked' },
              { value: 2, label: 'alumniUser.post.held' },
            ],
          },
        },
        { name: 'createdAt', column: 'created_at', label: 'alumniUser.post.createdAt', type: 'datetime', width: 170 },
      ],
    },
  ],
  orderBy: { column: 'registered_at', direction: 'desc' },
  // an alumnus's phone and name follow the published every-identity sensitive-information rules
  masked: { fields: { phone: 'phone', name: 'name' } },
  fields: [
    { name: 'name', column: 'name', label: 'alumniUser.name', type: 'text', required: true, maxLength: 50, filter: true, width: 120 },
    { name: 'account', column: 'account', label: 'alumniUser.account', type: 'text', required: true, maxLength: 50, unique: true, filter: true, width: 140 },
    { name: 'phone', column: 'phone', label: 'alumniUser.phone', type: 'text', maxLength: 20, filter: true, width: 130 },
    {
      name: 'role',
      column: 'role',
      label: 'alumniUser.role',
      type: 'select',
      filter: true,
      width: 120,
      options: { kind: 'lookup', lookup: 'roles', valueKey: 'code', labelKey: 'name' },
    },
    { name: 'postCount', column: 'post_count', label: 'alumniUser.postCount', type: 'number', integer: true, min: 0, default: 0, readOnly: true, width: 90 },
    { name: 'forbidden', column: 'forbidden', label: 'alumniUser.forbidden', type: 'switch', default: false, filter: true, width: 90 },
    { name: 'registeredAt', column: 'registered_at', label: 'alumniUser.registeredAt', type: 'datetime', readOnly: true, filter: true, width: 170 },
  ],
};
