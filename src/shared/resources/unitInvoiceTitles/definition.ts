// Units' invoice titles (/UnitInvoiceTitle, SCREENS.md "ours"): the unit's name, its taxpayer
// number (checked: a unified social credit code with its check character, or a legacy 15- or
// 20-character taxpayer id), address, phone, bank and account.
import { ResourceDef } from '../types';
import labels from './labels';

export const unitInvoiceTitles: ResourceDef = {
  key: 'unitInvoiceTitles',
  labels,
  demo: () => import('./demo'),
  route: '/UnitInvoiceTitle',
  table: 'unit_invoice_titles',
  base: '/api/blade-platform/unitInvoiceTitle',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    detail: { method: 'POST', path: 'detail' },
    submit: { method: 'POST', path: 'submit', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  orderBy: { column: 'updated_at', direction: 'desc' },
  maxRemove: 200,
  detailView: true,
  exportable: true,
  fields: [
    {
      name: 'unitName',
      column: 'unit_name',
      label: 'invoiceTitle.unitName',
      type: 'text',
      required: true,
      maxLength: 100,
      unique: true,
      filter: true,
      width: 240,
    },
    {
      name: 'taxpayerNumber',
      column: 'taxpayer_number',
      label: 'invoiceTitle.taxpayerNumber',
      type: 'text',
      required: true,
      maxLength: 20,
      unique: true,
      filter: true,
      check: 'taxpayerNumber',
      width: 200,
    },
    { name: 'address', column: 'address', label: 'invoiceTitle.address', type: 'textarea', maxLength: 200, width: 240 },
    {
      name: 'phone',
      column: 'phone',
      label: 'invoiceTitle.phone',
      type: 'text',
      maxLength: 20,
      width: 140,
      pattern: { source: '^[0-9][0-9 -]{4,18}[0-9]$', message: 'invoiceTitle.phone.pattern' },
    },
    { name: 'bank', column: 'bank', label: 'invoiceTitle.bank', type: 'text', maxLength: 100, width: 200 },
    {
      name: 'account',
      column: 'account',
      label: 'invoiceTitle.account',
      type: 'text',
      maxLength: 34,
      width: 200,
      pattern: { source: '^[0-9][0-9 ]{4,32}[0-9]$', message: 'invoiceTitle.account.pattern' },
    },
  ],
};
